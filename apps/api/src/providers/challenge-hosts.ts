/**
 * The hosts each hosted challenge's widget loads from, as its documentation lists them for a
 * Content-Security-Policy: named in the policy only when that provider is configured.
 */
export const challengeHosts = {
  turnstile: {
    'script-src': ['https://challenges.cloudflare.com'],
    'frame-src': ['https://challenges.cloudflare.com'],
  },
  hcaptcha: {
    'script-src': ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    'frame-src': ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    'style-src': ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    'connect-src': ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  },
} as const;
