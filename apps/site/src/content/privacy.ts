import { company } from './company.ts';

/**
 * Privacy notices shown where a form collects personal data (what is collected, why, how long),
 * each with a link to the Privacy Policy.
 */
export interface PrivacyNotice {
  /** What we collect and why, in one or two sentences. */
  text: string;
  linkLabel: string;
}

export const privacyNotices = {
  career: {
    text: `We collect your name, contact details, location, LinkedIn profile and resume only to consider you for a job at ${company.brand}. Our recruitment team alone sees them, and we delete them 12 months after your application unless you join us.`,
    linkLabel: 'Read our Privacy Policy',
  },
  support: {
    text: 'We collect your name, phone number, e-mail address and query only to answer your request and call you back. We keep them for as long as we need to resolve it and to meet our legal duties.',
    linkLabel: 'Read our Privacy Policy',
  },
  customerCare: {
    text: `We collect your mobile number, loan account number, name, e-mail address, your request and any document you attach only to answer this service request; the one-time password proves the number is yours. ${company.brand} keeps them for as long as the request and the law require (for loan records, eight years after the loan closes), shares them only with the staff who handle it, and you can ask our Grievance Officer to see, correct or erase them (Digital Personal Data Protection Act, 2023).`,
    linkLabel: 'Read our Privacy Policy',
  },
  mandate: {
    text: `We collect your loan account number and mobile number only to find your loan and register the e-mandate your bank authorises; your bank account details stay with your bank and the mandate provider. ${company.brand} keeps the mandate record for as long as the loan and the law require (eight years after the loan closes) and you can ask our Grievance Officer to see or correct it (Digital Personal Data Protection Act, 2023).`,
    linkLabel: 'Read our Privacy Policy',
  },
  payment: {
    text: `We collect your loan account number, mobile number and, if you give it, your e-mail address only to take this payment, credit it to your loan and send you its confirmation; your card, UPI or bank details go to the payment provider, never to us. ${company.brand} keeps the payment record for as long as the law requires (eight years) and you can ask our Grievance Officer to see or correct it (Digital Personal Data Protection Act, 2023).`,
    linkLabel: 'Read our Privacy Policy',
  },
  enquiry: {
    text: `We collect your city, mobile number, desired loan amount, PAN (unless you choose Form 60) and Aadhaar number only to check for a pre-qualified offer with our lending system and to contact you about it. Your Aadhaar number travels only over encrypted connections, is never shown in full once typed, and only its last 4 digits are kept; your PAN is kept masked. ${company.brand} keeps the enquiry for 12 months unless you take the loan, and you can withdraw your consent or ask our Grievance Officer to see, correct or erase the data at any time (Digital Personal Data Protection Act, 2023; UIDAI's rules on Aadhaar).`,
    linkLabel: 'Read our Privacy Policy',
  },
} as const satisfies Record<string, PrivacyNotice>;
