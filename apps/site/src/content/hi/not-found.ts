import type * as En from '../not-found.ts';
import type { Translation } from './translation.ts';

export const notFoundPage = {
  heading: 'पेज नहीं मिला',
  text: 'हमें वह पेज नहीं मिला। हो सकता है वह कहीं और चला गया हो, या लिंक में कोई गलती हो।',
  linksHeading: 'आप कहाँ जाना चाहेंगे?',
  links: [
    { to: '/', label: 'होम पेज पर जाएँ' },
    { to: '/our-products', label: 'हमारे लोन देखें' },
    { to: '/contact-us', label: 'हमसे संपर्क करें' },
  ],
} as const satisfies Translation<typeof En.notFoundPage>;
