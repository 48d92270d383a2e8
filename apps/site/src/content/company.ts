import { companyFacts } from './facts/company.ts';

/**
 * What the frame and the home page's banner show of the company: one source for the header,
 * the logo bar and the chat button. Its registrations and history are in `company-record.ts`,
 * which loads with the footer and the pages that show them, not with every page's first script.
 */
export interface Company {
  /** Brand name used in running text ('About RideOn'). */
  brand: string;
  /** Registered legal name. */
  legalName: string;
  /** The banner headline. */
  tagline: string;
  /** Customer care phone number as shown, and its `tel:` form. */
  phone: { display: string; href: string };
  /** Customer care e-mail address. */
  email: string;
  /** WhatsApp chat number as shown, and the `https://wa.me/` number (country code, no plus). */
  whatsapp: { display: string; number: string };
}

export const company: Company = {
  ...companyFacts,
  tagline: "India's No.1 Two Wheeler Lifecycle Company",
};

/** Hours of the customer care line and chat (contact page) and of the support block. */
export const hours = {
  contact: 'Mon 9:30 AM to Sat 6:30 PM',
  support: 'Mon to Fri 9:30 AM to 6:30 PM',
} as const;
