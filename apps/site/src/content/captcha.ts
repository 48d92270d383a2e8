/** The captcha's announcement (the picture's and buttons' words are in component-labels.ts). */
export const captchaCopy = {
  /** Announced politely when the captcha was replaced because it expired. */
  replaced: 'The security code expired, so here is a new one. Please type its characters.',
} as const;
