/** The company's fixed facts: one source for the header, footer, head tags and company pages. */
export interface Company {
  /** Brand name used in running text ('About RideOn'). */
  brand: string;
  /** Registered legal name. */
  legalName: string;
  /** The banner headline. */
  tagline: string;
  /** Month and year the company started, as running text. */
  founded: string;
  /** ISO date for structured data. */
  foundingDate: string;
  /** Share of head-office employees who are women. */
  womenAtHeadOffice: string;
  /** Customer care phone number as shown, and its `tel:` form. */
  phone: { display: string; href: string };
  /** Customer care e-mail address. */
  email: string;
  /** WhatsApp chat number as shown, and the `https://wa.me/` number (country code, no plus). */
  whatsapp: { display: string; number: string };
  registeredOffice: {
    street: string;
    locality: string;
    city: string;
    region: string;
    postalCode: string;
  };
  cin: string;
  /** Certificate of registration with the Reserve Bank of India (non-banking finance company). */
  rbiRegistration: string;
  /** Corporate agency registration for insurance (IRDAI), with its validity. */
  insuranceRegistration: { number: string; validUntil: string };
  social: readonly {
    name: 'LinkedIn' | 'Instagram' | 'Facebook' | 'YouTube' | 'Twitter';
    href: string;
  }[];
  /** Year of the copyright line. */
  copyrightYear: number;
}

export const company: Company = {
  brand: 'RideOn',
  legalName: 'RideOn Finance Private Limited',
  tagline: "India's No.1 Two Wheeler Lifecycle Company",
  founded: 'April 2017',
  foundingDate: '2017-04-12',
  womenAtHeadOffice: '30%',
  phone: { display: '1800-000-0000', href: 'tel:+911800000000' },
  email: 'care@rideon.example',
  whatsapp: { display: '+91 90000 00000', number: '919000000000' },
  registeredOffice: {
    street: 'Office 401, Riverside Business Bay, Ganeshkhind Road',
    locality: 'Shivajinagar',
    city: 'Pune',
    region: 'Maharashtra',
    postalCode: '411005',
  },
  cin: 'U65929PN2017PTC170412',
  rbiRegistration: 'N-13.02301',
  insuranceRegistration: { number: 'CA0874', validUntil: '31 March 2028' },
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/rideon-finance' },
    { name: 'Instagram', href: 'https://www.instagram.com/rideonfinance' },
    { name: 'Facebook', href: 'https://www.facebook.com/rideonfinance' },
    { name: 'YouTube', href: 'https://www.youtube.com/@rideonfinance' },
    { name: 'Twitter', href: 'https://twitter.com/rideonfinance' },
  ],
  copyrightYear: 2026,
};

/** Hours of the customer care line and chat (contact page) and of the support block. */
export const hours = {
  contact: 'Mon 9:30 AM to Sat 6:30 PM',
  support: 'Mon to Fri 9:30 AM to 6:30 PM',
} as const;
