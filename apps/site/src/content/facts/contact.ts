import { company } from '../company.ts';

/**
 * How customers reach the company: numbers, addresses and links, the same in every language
 * (each language's `contact.ts` gives them their words). Reads only the company's numbers.
 */
export const customerCareFacts = {
  phone: company.phone.display,
  phoneHref: company.phone.href,
  email: company.email,
  emailHref: `mailto:${company.email}`,
  chatNumber: company.whatsapp.display,
  chatHref: `https://wa.me/${company.whatsapp.number}`,
} as const;

/** The contact page's cards: each one's id and link, in order. */
export const contactChannelFacts = [
  { id: 'call', href: customerCareFacts.phoneHref },
  { id: 'chat', href: customerCareFacts.chatHref, external: true },
  { id: 'email', href: customerCareFacts.emailHref },
] as const;
