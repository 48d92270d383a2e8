import { company } from './company.ts';

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
  phone: company.phone.display,
  phoneHref: company.phone.href,
  email: company.email,
  emailHref: `mailto:${company.email}`,
  chatNumber: company.whatsapp.display,
  chatHref: `https://wa.me/${company.whatsapp.number}`,
  /** Calls and chat on the contact page. */
  contactHours: 'Monday 9:30 AM to Saturday 6:30 PM',
  /** The customer support block. */
  supportHours: 'Monday to Friday, 9:30 AM to 6:30 PM',
  /** Reply promise of the contact page. */
  replyWithin: 'within 24 hours',
} as const;

export const contactChannels: readonly ContactChannel[] = [
  {
    id: 'call',
    title: 'Call Us',
    value: customerCare.phone,
    href: customerCare.phoneHref,
    linkLabel: `Call us on ${customerCare.phone}`,
    hours: customerCare.contactHours,
    note: 'Toll free from any phone in India.',
  },
  {
    id: 'chat',
    title: 'Chat Live',
    value: customerCare.chatNumber,
    href: customerCare.chatHref,
    linkLabel: `Chat with us on WhatsApp at ${customerCare.chatNumber}`,
    external: true,
    hours: customerCare.contactHours,
    note: 'Chat with our team on WhatsApp.',
  },
  {
    id: 'email',
    title: 'Email Us',
    value: customerCare.email,
    href: customerCare.emailHref,
    linkLabel: `Email us at ${customerCare.email}`,
    hours: customerCare.contactHours,
    note: `We reply ${customerCare.replyWithin} on working days.`,
  },
];

const office = company.registeredOffice;

export const registeredOffice = {
  title: 'Registered Office',
  lines: [
    company.legalName,
    office.street,
    office.locality,
    `${office.city}, ${office.region} ${office.postalCode}`,
  ],
} as const;
