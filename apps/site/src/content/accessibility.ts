import { company } from './company.ts';
import type { LegalDocument } from './legal.ts';

const { brand, email, phone } = company;

/**
 * The accessibility statement (as GOV.UK services publish one): the standard, how the site is
 * tested, what is known not to work, and how to tell us. Linked from the footer.
 */
export const accessibilityStatement: LegalDocument = {
  title: 'Accessibility statement',
  updated: '27 November 2026',
  intro: `${brand} wants everyone to be able to use this website: to read about our loans, apply, pay an instalment, register an e-mandate, raise and track a request and see their own loan. This statement says how accessible the website is, how we check it and how to tell us about a problem.`,
  sections: [
    {
      heading: '1. How accessible this website is',
      paragraphs: [
        'This website meets the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. You should be able to:',
      ],
      list: [
        'use it on a screen 320 pixels wide (a small phone, or a laptop zoomed to 400 %) without scrolling sideways',
        'make the text twice as large without anything being cut off or scrolling sideways',
        'set wider line, letter, word and paragraph spacing without losing text',
        'use every journey with a keyboard alone, always seeing where the focus is',
        'use Windows High Contrast and other forced colour modes, with every button and field keeping its edge and focus ring',
        'switch off animation: the home page offers stop rotating and nothing slides',
        'hear every message, error and change of status with a screen reader as it appears',
      ],
    },
    {
      heading: '2. How we test it',
      paragraphs: ['Every change to the website is tested automatically before it is published:'],
      list: [
        'every component of our design system and every page and journey step is checked with axe, an accessibility testing engine',
        'every page and every step of each journey (applying, customer care, e-mandate, Quick Pay, the pre-qualified offer, tracking a request and My Loan), with its dialogs and error messages open, is checked at 320 pixels wide, with text at 200 %, with WCAG text spacing, in forced colours and with reduced motion; target sizes and whether the focus is ever hidden behind the header, a message that appears for a few seconds (a “toast”) or another fixed element are measured too',
        'each journey is also completed with the keyboard alone',
        'the design system’s components are checked on their own at 320 pixels wide and with text at 200 %',
      ],
    },
    {
      heading: '3. What we know does not work well yet',
      paragraphs: [
        'Documents we publish as PDF files (policies, disclosures and statements) may not be fully accessible. If you need one in another format, ask us and we will send it.',
        'The page you pay on or register an e-mandate on is run by the payment provider or your bank, not by us.',
      ],
    },
    {
      heading: '4. Tell us about a problem',
      paragraphs: [
        `If something on this website is hard to use, or you need information in another format, e-mail ${email} or call ${phone.display}. You can also raise a request on the Customer Care page. We will reply within 7 working days.`,
        'If you are not happy with our answer, our Grievance Redressal page sets out how to escalate it, up to the Reserve Bank of India’s Ombudsman.',
      ],
    },
  ],
};
