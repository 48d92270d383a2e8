/** The words of the captcha shared by the e-mandate and quick payment forms. */
export const captchaCopy = {
  alt: 'Security code: type the characters shown, or use the listen button to hear them',
  refreshLabel: 'Get a new security code',
  listenLabel: 'Listen to the security code',
  /** Announced politely when the captcha was replaced because it expired. */
  replaced: 'The security code expired, so here is a new one. Please type its characters.',
} as const;
