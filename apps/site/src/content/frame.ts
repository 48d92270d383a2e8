import { company } from './company.ts';

/**
 * The words of the frame around every page: the skip link, the header, the logo bar of the
 * payment and mandate pages, the category bar, the WhatsApp button, the
 * loading screen and the language switch (the footer's: `frame-footer.ts`; links' names:
 * `navigation.ts`, `footer.ts`).
 */
export const frameCopy = {
  skipLink: 'Skip to main content',
  loading: 'Loading…',
  header: {
    callCustomerCare: 'Call customer care: ',
    mailCustomerCare: 'E-mail customer care: ',
    /** The logo's name as a link home. */
    home: `${company.brand} home`,
    menu: 'Menu',
    mainNavigation: 'Main',
    aboutUs: 'About Us',
  },
  logoBar: { navigation: 'Home' },
  categoryBar: { navigation: 'Loan products' },
  whatsApp: 'Chat with us on WhatsApp (opens in a new tab)',
  languageSwitch: {
    /** Said with the switch on a page that shows a form: a page in another language starts afresh. */
    clearsForm: 'Changing the language clears the form',
  },
} as const;
