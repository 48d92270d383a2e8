import { company } from './company.ts';
import { companyRecord } from './company-record.ts';
import { contactChannelFacts, customerCareFacts } from './facts/contact.ts';
import { withEnglishWords } from './facts/words.ts';

/** How customers reach the company: one source for the contact, support and grievance pages. */

export interface ContactChannel {
  /** Stable id, also the card's heading id. */
  id: 'call' | 'chat' | 'email';
  title: string;
  /** What the visitor sees, e.g. the number. */
  value: string;
  /** Where the link goes: `tel:`, `mailto:` or the chat link. */
  href: string;
  /** Accessible name of the link when the value alone would not say what it does. */
  linkLabel: string;
  /** True when the link leaves the site (opens in a new tab). */
  external?: boolean;
  hours: string;
  note?: string;
}

export const customerCare = {
  ...customerCareFacts,
  /** Calls and chat on the contact page. */
  contactHours: 'Monday 9:30 AM to Saturday 6:30 PM',
  /** The customer support block. */
  supportHours: 'Monday to Friday, 9:30 AM to 6:30 PM',
  /** Reply promise of the contact page. */
  replyWithin: 'within 24 hours',
} as const;

export const contactChannels: readonly ContactChannel[] = withEnglishWords<
  readonly ContactChannel[]
>(contactChannelFacts, [
  {
    title: 'Call Us',
    value: customerCare.phone,
    linkLabel: `Call us on ${customerCare.phone}`,
    hours: customerCare.contactHours,
    note: 'Toll free from any phone in India.',
  },
  {
    title: 'Chat Live',
    value: customerCare.chatNumber,
    linkLabel: `Chat with us on WhatsApp at ${customerCare.chatNumber}`,
    hours: customerCare.contactHours,
    note: 'Chat with our team on WhatsApp.',
  },
  {
    title: 'Email Us',
    value: customerCare.email,
    linkLabel: `Email us at ${customerCare.email}`,
    hours: customerCare.contactHours,
    note: `We reply ${customerCare.replyWithin} on working days.`,
  },
]);

const office = companyRecord.registeredOffice;

export const registeredOffice = {
  title: 'Registered Office',
  lines: [
    company.legalName,
    office.street,
    office.locality,
    `${office.city}, ${office.region} ${office.postalCode}`,
  ],
} as const;
