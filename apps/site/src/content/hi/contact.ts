import type * as En from '../contact.ts';
import { contactChannelFacts, customerCareFacts } from '../facts/contact.ts';
import { company } from './company.ts';
import { companyRecord } from './company-record.ts';
import { type Translation, withWords } from './translation.ts';

export type { ContactChannel } from '../contact.ts';

/** The numbers and addresses are the same in both languages; the hours are words. */
export const customerCare = {
  ...customerCareFacts,
  contactHours: 'सोमवार सुबह 9:30 से शनिवार शाम 6:30 तक',
  supportHours: 'सोमवार से शुक्रवार, सुबह 9:30 से शाम 6:30 तक',
  replyWithin: '24 घंटे के अंदर',
} as const satisfies Translation<typeof En.customerCare>;

const hours = customerCare.contactHours;

export const contactChannels = withWords<typeof En.contactChannels>(contactChannelFacts, [
  {
    title: 'कॉल करें',
    value: customerCare.phone,
    linkLabel: `हमें ${customerCare.phone} पर कॉल करें`,
    hours,
    note: 'भारत में किसी भी फ़ोन से टोल फ़्री।',
  },
  {
    title: 'चैट करें',
    value: customerCare.chatNumber,
    linkLabel: `WhatsApp पर ${customerCare.chatNumber} पर हमसे चैट करें`,
    hours,
    note: 'WhatsApp पर हमारी टीम से बात करें।',
  },
  {
    title: 'ई-मेल करें',
    value: customerCare.email,
    linkLabel: `हमें ${customerCare.email} पर ई-मेल करें`,
    hours,
    note: `कामकाजी दिनों में हम ${customerCare.replyWithin} जवाब देते हैं।`,
  },
]);

const office = companyRecord.registeredOffice;
const cityLine = `${office.city}, ${office.region} ${office.postalCode}`;

/** The office's address as a Hindi reader writes it. */
export const registeredOffice = {
  title: 'रजिस्टर्ड ऑफ़िस',
  lines: [company.legalName, office.street, office.locality, cityLine],
} satisfies Translation<typeof En.registeredOffice>;
