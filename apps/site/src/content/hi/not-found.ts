import { notFoundPageFacts } from '../facts/not-found.ts';
import type * as En from '../not-found.ts';
import { withWords } from './translation.ts';

export const notFoundPage = withWords<typeof En.notFoundPage>(notFoundPageFacts, {
  heading: 'पेज नहीं मिला',
  text: 'हमें वह पेज नहीं मिला। हो सकता है वह कहीं और चला गया हो, या लिंक में कोई गलती हो।',
  linksHeading: 'आप कहाँ जाना चाहेंगे?',
  links: [{ label: 'होम पेज पर जाएँ' }, { label: 'हमारे लोन देखें' }, { label: 'हमसे संपर्क करें' }],
});
