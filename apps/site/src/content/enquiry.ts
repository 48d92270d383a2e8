import { company } from './company.ts';
import type { PrivacyNotice } from './privacy.ts';

/** The words of /enquiry that are not messages of the API or the form rules. */
export const enquiryPage = {
  heading: 'You are few-steps away to know your pre-qualified offer',
  intro: `Tell us where you live, how much you need and who you are: in a minute you know whether ${company.brand} has a two-wheeler loan offer waiting for you.`,
  labels: {
    city: 'City',
    mobile: 'Enter Mobile Number',
    loanAmount: 'Enter Desired Loan Amount',
    idType: 'Identity document',
    pan: 'PAN number',
    aadhaar: 'Aadhaar number',
    termsBefore: 'I agree to the ',
    terms: 'Terms and Conditions',
  },
  idTypes: [
    { value: 'PAN', label: 'PAN' },
    {
      value: 'FORM60',
      label: 'FORM 60',
      hint: 'If you have no PAN: you sign Form 60 at the branch.',
    },
  ],
  hints: {
    mobile: 'The offer and its one-time password come to this number.',
    loanAmount: 'From ₹20,000 to ₹2,00,000.',
    pan: '10 characters, as on your PAN card (for example ABCPE1234F).',
    aadhaar: 'Only the last 4 digits show once you have typed it.',
  },
  amountShown: (rupees: string) => `You asked for ${rupees}`,
  submit: 'Submit',
  loadingCities: 'Loading cities…',
  errorSummaryTitle: 'There is a problem',
  processing: {
    title: 'We are processing your request, Please Wait...',
    note: 'Please do not refresh or click back button',
  },
  otp: {
    title: 'Confirm it is you',
    sentTo: (mobile: string) => `We have sent a one-time password to ${mobile}.`,
    name: 'Name As Per Pan Card',
    otpLabel: 'Please Enter OTP',
    submit: 'Submit',
  },
  offer: {
    heading: 'Congratulations!',
    leadId: 'LeadId',
    amount: 'Your pre-qualified offer is',
    notSanction:
      'A pre-qualified offer is not a loan sanction: the final amount, rate and tenure depend on your documents, a credit check and the vehicle you choose.',
    keyFactsLoading: 'Loading the Key Facts Statement…',
    next: 'What happens next',
    nextSteps: [
      'Ask us to call you back: an advisor explains the offer and the documents to bring.',
      'Keep your PAN (or Form 60), Aadhaar, an address proof and 3 months of bank statements ready.',
    ],
    callBack: 'Request a call back',
    again: 'Check another offer',
  },
  regret: {
    heading: "We're Sorry!",
    text: 'Unfortunately, you are not eligible for a loan offer at this time. Please connect with our nearest branch for further assistance.',
    contact: 'Find our branches and contact details',
    again: 'Back to the form',
  },
  terms: {
    title: 'Terms and Conditions',
    okay: 'Okay',
    paragraphs: [
      `By submitting this form you ask ${company.legalName} (“${company.brand}”) to check whether a pre-qualified two-wheeler loan offer is available for you, and you authorise ${company.brand} and its lending partners to use the details you give — your city, mobile number, desired loan amount, PAN (or your choice of Form 60) and Aadhaar number — for that purpose.`,
      `You authorise ${company.brand} to obtain your credit information from credit information companies (CIBIL, Experian, Equifax, CRIF High Mark) to assess the offer. This is a soft enquiry for a pre-qualified offer.`,
      'Your Aadhaar number is used only to identify you for this check, as the Aadhaar (Targeted Delivery of Financial and Other Subsidies, Benefits and Services) Act, 2016 and UIDAI’s rules allow: it travels only over encrypted connections to our lending system, is never shown in full on screen after you type it, and only its last four digits are kept. You may instead identify yourself at a branch with another officially valid document.',
      'You agree that we may call you, send you SMS, e-mail or WhatsApp messages about this offer, even if your number is registered with the National Do Not Call Registry. You can stop them at any time by writing to us.',
      'A pre-qualified offer is an indication, not a sanction or a commitment to lend. The loan, its amount, rate of interest, fees and tenure are decided after your application, your documents, a full credit assessment and verification, under our credit policy and the Reserve Bank of India’s rules. The key facts statement you receive with any sanction sets out the final terms.',
      `You confirm the details are yours and correct. You can withdraw this consent at any time by writing to ${company.email}; we then stop using the details for this purpose, subject to what the law requires us to keep. The Privacy Policy says how long we keep what and your rights under the Digital Personal Data Protection Act, 2023.`,
    ],
  },
} as const;

/** The privacy notice beside the form (what it collects, why, how long). */
export const enquiryPrivacyNotice: PrivacyNotice = {
  text: `We collect your city, mobile number, desired loan amount, PAN (unless you choose Form 60) and Aadhaar number only to check for a pre-qualified offer with our lending system and to contact you about it. Your Aadhaar number travels only over encrypted connections, is never shown in full once typed, and only its last 4 digits are kept; your PAN is kept masked. ${company.brand} keeps the enquiry for 12 months unless you take the loan, and you can withdraw your consent or ask our Grievance Officer to see, correct or erase the data at any time (Digital Personal Data Protection Act, 2023; UIDAI's rules on Aadhaar).`,
  linkLabel: 'Read our Privacy Policy',
};
