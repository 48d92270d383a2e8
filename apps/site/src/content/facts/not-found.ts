/** Where the not-found page's links go, in order; each language's `not-found.ts` names them. */
export const notFoundPageFacts = {
  links: [{ to: '/' }, { to: '/our-products' }, { to: '/contact-us' }],
} as const;
