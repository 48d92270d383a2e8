import { company } from './company.ts';
import { companyRecord } from './company-record.ts';

/** The Privacy Policy and the Terms and Conditions, set for reading. */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  /**
   * A translation's opening note that the English text is the binding one, as Indian lenders
   * print on their translated policies; the English documents have none.
   */
  translationNote?: { text: string; englishLink?: { href: string; label: string } };
  intro: string;
  sections: readonly LegalSection[];
}

/** Words around a legal document, on its page and in its dialog. */
export const legalLabels = {
  updated: 'Last updated',
  /** The dialog's X button. */
  close: 'Close',
} as const;

const { brand, legalName, email, phone } = company;
const office = companyRecord.registeredOffice;
const officeLine = `${office.street}, ${office.locality}, ${office.city}, ${office.region} ${office.postalCode}`;

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  updated: '1 November 2026',
  intro: `${legalName} (“${brand}”, “we”, “us”) is a non-banking finance company registered with the Reserve Bank of India. This policy explains what personal information we collect on this website and in our app, why we collect it, who we share it with, how long we keep it and what you can do about it. It also sets out our disclaimers and how to raise a grievance.`,
  sections: [
    {
      heading: '1. What we collect',
      paragraphs: ['We collect only what we need for the purpose you come to us for:'],
      list: [
        'Apply Now: your name and mobile number, and the product you asked about.',
        'Careers: your name, e-mail address, mobile number, location, LinkedIn profile and résumé.',
        'Contact and support forms: your name, mobile number, e-mail address and your message.',
        'Customer care, payments and e-mandate: your loan account number, registered mobile number and the details of the request or payment.',
        'Technical data: the pages you visit, your browser and device type and your IP address, kept in our server logs for security.',
      ],
    },
    {
      heading: '2. Why we use it',
      paragraphs: [
        'We use your information to call you back about the loan you asked for, to assess and service your loan, to answer your requests, to consider your job application, to meet our duties under the law (such as Know Your Customer rules and reporting to credit bureaus), and to keep our services safe.',
        'We do not sell your personal information. We do not use it for marketing by other companies.',
      ],
    },
    {
      heading: '3. Who we share it with',
      paragraphs: [
        'We share information only where needed: with our partner dealers and service providers who help us process your application (each bound by a contract to protect it), with credit information companies, and with regulators, courts and law enforcement where the law requires it.',
      ],
    },
    {
      heading: '4. How long we keep it',
      paragraphs: [
        'A lead that does not become a loan is deleted within 12 months. Loan records are kept for as long as the law requires after the loan is closed — at present, at least 5 years. Job applications are kept for 12 months.',
      ],
    },
    {
      heading: '5. How we protect it',
      paragraphs: [
        'Information travels to us over an encrypted connection and is stored on secured systems. Access is limited to staff who need it for their work. Identity numbers such as Aadhaar are stored masked, showing only the last four digits.',
      ],
    },
    {
      heading: '6. Your choices and rights',
      paragraphs: [
        `You may ask to see the personal information we hold about you, to correct it, or to withdraw a consent you gave. Write to ${email}. Withdrawing consent does not affect a loan already taken, which we must continue to service under its agreement.`,
      ],
    },
    {
      heading: '7. Cookies',
      paragraphs: [
        'The website uses only the cookies it needs to work, such as one that keeps a customer care request secure for 15 minutes. It does not use advertising cookies.',
      ],
    },
    {
      heading: '8. Disclaimers',
      paragraphs: [
        'The information on this website is for general guidance. Rates, EMIs and amounts shown are indicative; the terms of your loan are those in your sanction letter, Key Fact Statement and loan agreement.',
        'We take care to keep the website accurate and available, but we do not promise that it will always be free of errors or interruptions. Links to other websites are given for convenience; we are not responsible for their content or their privacy practices.',
      ],
    },
    {
      heading: '9. Limits of our liability',
      paragraphs: [
        'As far as the law allows, we are not liable for any loss that arises from using or being unable to use this website, from relying on its general information, or from events outside our reasonable control. Nothing in this policy limits a right you have under the law or under the directions of the Reserve Bank of India.',
      ],
    },
    {
      heading: '10. Grievances: four levels',
      paragraphs: [
        'If you are unhappy with how we handled your information or any of our services, tell us. Each level replies within 7 working days of receiving your complaint.',
      ],
      list: [
        `Level 1 — Customer care: call ${phone.display} or write to ${email}.`,
        'Level 2 — Senior Manager, Customer Service, if you are not satisfied with the reply at level 1.',
        'Level 3 — Grievance Redressal Officer, whose name and contact details are on the Grievance Redressal page.',
        'Level 4 — Principal Nodal Officer, for complaints not resolved at level 3.',
      ],
    },
    {
      heading: '11. The Reserve Bank’s Ombudsman',
      paragraphs: [
        'If your complaint is not resolved within one month of our receiving it, or you are not satisfied with our reply, you may complain to the Ombudsman under the Reserve Bank – Integrated Ombudsman Scheme, 2021, through the Reserve Bank’s complaint management portal or its toll-free helpline.',
      ],
    },
    {
      heading: '12. Changes and contact',
      paragraphs: [
        `We will update this policy when our practices change and show the date of the change at the top. Questions: ${email}, or write to ${legalName}, ${officeLine}.`,
      ],
    },
  ],
};

export const termsAndConditions: LegalDocument = {
  title: 'Terms and Conditions',
  updated: '1 November 2026',
  intro: `These terms apply to your use of the ${brand} website and app. By using them you accept these terms. If you do not accept them, please do not use the website or the app.`,
  sections: [
    {
      heading: '1. Who owns the website',
      paragraphs: [
        `The website, the app and everything on them — text, pictures, logos, designs and software — belong to ${legalName} or are used with permission. The ${brand} name and logo are our trade marks.`,
      ],
    },
    {
      heading: '2. How you may use it',
      paragraphs: [
        'You may view, download and print pages for your own personal, non-commercial use. You may not copy, change, sell or republish any part of them without our written permission, and you may not use them for anything unlawful, to break their security or to disturb other users.',
      ],
    },
    {
      heading: '3. Information you give us',
      paragraphs: [
        'Please give us information that is true, complete and up to date. We use it as our Privacy Policy describes. If information you give is false, we may refuse or end a service.',
      ],
    },
    {
      heading: '4. Cookies',
      paragraphs: [
        'The website uses the cookies it needs to work and to keep your requests secure. You can block cookies in your browser, but some services, such as customer care requests, will then not work.',
      ],
    },
    {
      heading: '5. Links',
      paragraphs: [
        'You may link to our home page in a fair and lawful way that does not suggest any association or approval we have not given. Links from our website to others are for your convenience only; we do not control those websites.',
      ],
    },
    {
      heading: '6. Consent to contact you',
      paragraphs: [
        'When you give us your mobile number or e-mail address, you agree that we and our partners acting for us may contact you about your enquiry, application or loan by phone call, SMS, e-mail and messaging apps such as WhatsApp — even if your number is registered on the National Do Not Call registry. You can ask us to stop promotional messages at any time; service messages about an active loan will continue.',
      ],
    },
    {
      heading: '7. Why the app asks for device permissions',
      paragraphs: ['The app asks only for the permissions it needs, and only when it needs them:'],
      list: [
        'Storage: to upload your documents and save your statements and receipts.',
        'Contacts: to let you pick a reference contact instead of typing it, if you choose to.',
        'Location: to confirm your address and find the nearest branch or dealer, and to help prevent fraud.',
        'Camera: to take photos of your documents and for video KYC.',
        'Phone state: to confirm that the mobile number you registered is on your device, for security.',
        'Calendar: to add EMI due-date reminders, if you ask for them.',
      ],
    },
    {
      heading: '8. Events beyond our control',
      paragraphs: [
        'We are not responsible for a delay or failure caused by events beyond our reasonable control, such as natural disasters, epidemics, war, civil unrest, strikes, government action, or failures of power, networks or third-party systems.',
      ],
    },
    {
      heading: '9. Governing law and courts',
      paragraphs: [
        'These terms are governed by the laws of India. The courts at Pune, Maharashtra, have exclusive jurisdiction over any dispute about them.',
      ],
    },
    {
      heading: '10. Changes',
      paragraphs: [
        'We may change these terms. The version on the website, with its date, is the one that applies. If you keep using the website after a change, you accept the changed terms.',
      ],
    },
  ],
};

export const legalDocuments = { privacy: privacyPolicy, terms: termsAndConditions } as const;
export type LegalKind = keyof typeof legalDocuments;
