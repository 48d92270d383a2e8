import { company } from './company.ts';

/**
 * The words of the frame around every page: the skip link, the header, the logo bar of the
 * payment and mandate pages, the category bar, the footer's own labels, the WhatsApp button, the
 * loading screen and the language switch. (Links' names are in `navigation.ts` and `footer.ts`.)
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
  footer: {
    /** A footer group's navigation name, from its heading. */
    group: (title: string) => `Footer: ${title}`,
    documentsAndPolicies: 'Documents and policies',
    privacyPolicy: 'Privacy Policy',
    terms: 'Terms & Condition',
    opensInNewTab: ', opens in a new tab',
    reserveBank: 'Reserve Bank of India',
    followUs: 'Follow us',
    /** A social network's link (the network's name). */
    social: (name: string) => `${name} (opens in a new tab)`,
    cin: 'CIN',
    rbiRegistration: 'RBI Certificate of Registration No.',
    insuranceRegistration: 'IRDAI Corporate Agent Registration No.',
    validUntil: (date: string) => `valid until ${date}`,
    registeredOffice: 'Registered office',
    allRightsReserved: 'All rights reserved.',
  },
} as const;
