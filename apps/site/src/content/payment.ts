import { company } from './company.ts';
import type { PrivacyNotice } from './privacy.ts';
/** The words of the quick payment pages that are not messages of the API or the form rules. */
export const paymentPage = {
  heading: 'Quick Pay',
  intro:
    'Pay your EMI online with your loan account number and the mobile number registered with it. You choose card, UPI or net banking on the payment page.',
  labels: {
    lan: 'Loan Account Number (LAN)',
    mobile: 'Mobile No',
    emailAddress: 'Email Address (optional)',
    amount: 'Transaction-Amount',
    captcha: 'Enter Captcha',
    captchaPlaceholder: 'You are not a ROBOT.',
  },
  hints: {
    emailAddress: 'We send the payment confirmation here as well as by SMS.',
    amount: 'In rupees, whole numbers, at most 6 digits.',
  },
  amountShown: (rupees: string) => `You will pay ${rupees}`,
  submit: 'Submit Details',
  loading: 'Creating your payment…',
  refundLink: 'Refund and cancellation policy',
  newTabHint: '(opens in a new tab)',
  result: {
    checking: 'Checking your payment…',
    successHeading: 'Payment Successful',
    failedHeading: 'Payment Failed',
    pendingHeading: 'Confirming your payment',
    pendingText:
      'Your payment is being confirmed by the payment provider. This page updates on its own in a few seconds — please do not pay again.',
    stillPending:
      'The payment provider has not confirmed this payment yet. Please do not pay again: reload this page later to see its result, or call customer care with the order ID.',
    details: {
      order_id: 'Order ID',
      amount: 'Amount',
      pg_order_id: 'Payment reference',
      created_at: 'Date and time',
      status: 'Status',
    },
    receipt: 'Download receipt (PDF)',
    copy: 'Copy',
    copied: 'Copied',
    copyLabel: 'Copy the order ID',
    tryAgain: 'Try Again',
    noOrder: 'This page needs the order number from the payment page.',
  },
  goHome: 'Go To Home',
} as const;

/** The privacy notice beside the form (what it collects, why, how long). */
export const paymentPrivacyNotice: PrivacyNotice = {
  text: `We collect your loan account number, mobile number and, if you give it, your e-mail address only to take this payment, credit it to your loan and send you its confirmation; your card, UPI or bank details go to the payment provider, never to us. ${company.brand} keeps the payment record for as long as the law requires (eight years) and you can ask our Grievance Officer to see or correct it (Digital Personal Data Protection Act, 2023).`,
  linkLabel: 'Read our Privacy Policy',
};
