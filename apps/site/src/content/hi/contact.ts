import type * as En from '../contact.ts';
import { customerCare as en } from '../contact.ts';
import { company } from './company.ts';
import type { Translation } from './translation.ts';

export type { ContactChannel } from '../contact.ts';

export const customerCare = {
  phone: en.phone,
  phoneHref: en.phoneHref,
  email: en.email,
  emailHref: en.emailHref,
  chatNumber: en.chatNumber,
  chatHref: en.chatHref,
  contactHours: 'सोमवार सुबह 9:30 से शनिवार शाम 6:30 तक',
  supportHours: 'सोमवार से शुक्रवार, सुबह 9:30 से शाम 6:30 तक',
  replyWithin: '24 घंटे के अंदर',
} as const satisfies Translation<typeof En.customerCare>;

export const contactChannels = [
  {
    id: 'call',
    title: 'कॉल करें',
    value: customerCare.phone,
    href: customerCare.phoneHref,
    linkLabel: `हमें ${customerCare.phone} पर कॉल करें`,
    hours: customerCare.contactHours,
    note: 'भारत में किसी भी फ़ोन से टोल फ़्री।',
  },
  {
    id: 'chat',
    title: 'चैट करें',
    value: customerCare.chatNumber,
    href: customerCare.chatHref,
    linkLabel: `WhatsApp पर ${customerCare.chatNumber} पर हमसे चैट करें`,
    external: true,
    hours: customerCare.contactHours,
    note: 'WhatsApp पर हमारी टीम से बात करें।',
  },
  {
    id: 'email',
    title: 'ई-मेल करें',
    value: customerCare.email,
    href: customerCare.emailHref,
    linkLabel: `हमें ${customerCare.email} पर ई-मेल करें`,
    hours: customerCare.contactHours,
    note: `कामकाजी दिनों में हम ${customerCare.replyWithin} जवाब देते हैं।`,
  },
] as const satisfies Translation<typeof En.contactChannels>;

const office = company.registeredOffice;

export const registeredOffice = {
  title: 'रजिस्टर्ड ऑफ़िस',
  lines: [
    company.legalName,
    office.street,
    office.locality,
    `${office.city}, ${office.region} ${office.postalCode}`,
  ],
} as const satisfies Translation<typeof En.registeredOffice>;
