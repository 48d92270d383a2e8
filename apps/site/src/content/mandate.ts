import { company } from './company.ts';
import type { PrivacyNotice } from './privacy.ts';

/** The words of the e-mandate pages that are not messages of the API or the form rules. */
export const mandatePage = {
  heading: 'E-Mandate Registration',
  intro:
    'Set up auto-debit of your EMI from your bank account. Enter your loan account number and the mobile number registered with it.',
  labels: {
    lan: 'LAN No',
    reLan: 'Re-enter LAN No',
    mobile: 'Mobile Number',
    captcha: 'Enter Captcha',
    termsBefore: 'I read ',
    terms: 'Terms & Conditions',
    disclaimer: 'Disclaimer',
  },
  hints: {
    lan: 'Your loan account number, as on your loan agreement (for example TW0000100001).',
    mobile: 'The 10-digit mobile number registered with the loan.',
  },
  submit: 'Submit Details',
  clear: 'Clear',
  cleared: 'The form is cleared.',
  loading: 'Looking up your loan…',
  information: {
    heading: 'Loan Information',
    intro: 'Check your loan details. The mandate debits your EMI on its due day every month.',
    labels: {
      lan: 'LAN',
      name: 'Name',
      amountFinance: 'Amount Finance',
      emi: 'EMI',
      nextDue: 'Next Due Date',
      bankingStart: 'Next Banking Start Date',
      terms: 'I agree to the Terms & Conditions of the e-mandate',
    },
    submit: 'Submit',
    back: 'Back',
    starting: 'Starting your e-mandate…',
    missing: {
      heading: 'Look up your loan first',
      text: 'This page shows the loan you looked up on the e-mandate page, and we could not find one in this window (it may have been opened from a bookmark or a new tab). Please enter your loan details again.',
      link: 'Go to E-Mandate Registration',
    },
    upi: {
      heading: 'Authorise the mandate in the new tab',
      text: 'We opened your UPI app’s authorisation page in a new tab. Approve the mandate there; this page stays here.',
      blocked: 'If no tab opened, your browser may have blocked it:',
      link: 'Open the authorisation page',
    },
    dayOfMonth: (day: number) => `${day}${ordinal(day)} of every month`,
  },
  already: {
    heading: 'Mandate Already Registered',
    intro: 'An e-mandate is already active for this loan. Its details:',
  },
  result: {
    checking: 'Checking your mandate…',
    successHeading: 'Mandate registered',
    successText:
      'An authorisation amount of ₹1.00 was debited successfully and your e-mandate is registered. Your EMIs will be debited automatically on their due date.',
    failedHeading: 'Mandate not registered',
    failedText:
      'The e-mandate registration was unsuccessful. Please review your details and try again.',
    pendingText:
      'Your bank has not confirmed the mandate yet. This page checks again on its own; you can also come back to it later.',
    stillPending:
      'Your bank has not confirmed the mandate yet. Please reload this page later to see its result, before registering again.',
    noOrder: 'This page needs the order number from your bank’s authorisation page.',
    tryAgain: 'Try Again',
  },
  rows: {
    subscription_id: 'Subscription ID',
    umn: 'UMN',
    plan_name: 'Plan Name',
    start_end_date: 'Start & End Date',
    interval_type: 'Frequency',
    recurring_amount: 'Recurring Amount',
    first_charge_date: 'Next Charge Date',
  },
  goHome: 'Go To Home',
  dialogs: {
    ok: 'Ok',
    cancel: 'Cancel',
    terms: {
      title: 'E-Mandate Terms & Conditions',
      paragraphs: [
        `By registering this e-mandate you authorise ${company.legalName} to debit the EMI of the loan account shown, on its due date every month, from the bank account (or UPI account) you authorise, until the loan ends or the mandate is cancelled.`,
        'Your bank debits ₹1.00 to confirm the account; that amount is not part of your EMI. The EMI debited is the amount in your repayment schedule; a changed schedule (a part-payment, say) changes the amount we ask your bank to debit, within the maximum you authorise.',
        'Keep enough balance in the account on the due date. A debit that fails may attract the bounce and late-payment charges of your loan agreement, and your bank may charge its own.',
        `You may cancel or change the mandate through your bank or by writing to ${company.email}; while a loan is outstanding, please set up another way to pay first. The mandate follows the rules of the National Payments Corporation of India (NACH and UPI AutoPay) and the Reserve Bank of India.`,
      ],
    },
    disclaimer: {
      title: 'Disclaimer',
      paragraphs: [
        'You will now be taken to your bank’s or UPI app’s page to authorise the mandate. That page belongs to your bank or the mandate provider; we never see your net banking password, card PIN or UPI PIN.',
        `Authorise the mandate only for your own loan account. ${company.brand} will never ask you for an OTP, PIN or password by phone, SMS or e-mail.`,
      ],
    },
  },
} as const;

function ordinal(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
}

/** The privacy notice beside the form (what it collects, why, how long). */
export const mandatePrivacyNotice: PrivacyNotice = {
  text: `We collect your loan account number and mobile number only to find your loan and register the e-mandate your bank authorises; your bank account details stay with your bank and the mandate provider. ${company.brand} keeps the mandate record for as long as the loan and the law require (eight years after the loan closes) and you can ask our Grievance Officer to see or correct it (Digital Personal Data Protection Act, 2023).`,
  linkLabel: 'Read our Privacy Policy',
};
