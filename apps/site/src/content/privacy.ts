import { company } from './company.ts';

/**
 * Privacy notices shown where a form collects personal data (what is collected, why, how long),
 * each with a link to the Privacy Policy.
 */
export interface PrivacyNotice {
  /** What we collect and why, in one or two sentences. */
  text: string;
  linkLabel: string;
}

export const privacyNotices = {
  career: {
    text: `We collect your name, contact details, location, LinkedIn profile and resume only to consider you for a job at ${company.brand}. Our recruitment team alone sees them, and we delete them 12 months after your application unless you join us.`,
    linkLabel: 'Read our Privacy Policy',
  },
  support: {
    text: 'We collect your name, phone number, e-mail address and query only to answer your request and call you back. We keep them for as long as we need to resolve it and to meet our legal duties.',
    linkLabel: 'Read our Privacy Policy',
  },
} as const satisfies Record<string, PrivacyNotice>;
