export const notFoundPage = {
  heading: 'Page not found',
  text: 'We could not find that page. It may have moved, or the link may be mistyped.',
  linksHeading: 'Where would you like to go?',
  links: [
    { to: '/', label: 'Go to the home page' },
    { to: '/our-products', label: 'See our loans' },
    { to: '/contact-us', label: 'Contact us' },
  ],
} as const;
