import type { PageMeta } from '../lib/page-meta.ts';

/** Head tags of /my-loan (kept out of the sitemap: it is a signed-in page). */
export const myLoanMeta: PageMeta = {
  title: 'My Loan | RideOn Finance',
  description:
    'See your loans, EMI schedule and payments, download receipts, your statement of account and NOC letter, and check your e-mandate — with an OTP to your registered mobile.',
  canonical: '/my-loan',
  noindex: true,
};

/** The words of /my-loan that are not messages of the API or the form rules. */
export const myLoanPage = {
  heading: 'My Loan',
  intro:
    'Your loans, EMI schedule, payments and documents. Sign in with an OTP sent to the mobile number registered with your loan — no password needed.',
  errorSummaryTitle: 'There is a problem',
  signIn: {
    heading: 'Sign in',
    label: 'Mobile number or loan account number',
    hint: 'The 10-digit mobile number registered with your loan, or your loan account number (LAN).',
    submit: 'Send OTP',
  },
  otp: {
    heading: 'Enter the OTP',
    label: 'One-time password (OTP)',
    hint: 'We have sent a 6-digit code to the mobile number registered with your loan. It is valid for 10 minutes.',
    submit: 'Sign in',
    change: 'Use a different number',
  },
  signOut: 'Sign out',
  signedOut: 'You have signed out.',
  expired: 'You were signed out after 15 minutes without activity. Please sign in again.',
  loading: 'Loading your loans…',
  loansHeading: 'Your loans',
  noLoans: 'There are no loans registered with this mobile number.',
  status: { active: 'Active', closed: 'Closed' },
  facts: {
    lan: 'Loan account number',
    vehicle: 'Vehicle',
    product: 'Product',
    amount: 'Amount financed',
    emi: 'EMI',
    nextDue: 'Next due',
    overdue: 'Overdue',
    paid: 'Instalments paid',
    left: 'Instalments left',
    outstanding: 'Principal outstanding',
    closedOn: 'Closed on',
  },
  payNow: 'Pay now',
  view: 'View schedule, payments and documents',
  hide: 'Hide details',
  schedule: {
    heading: 'Repayment schedule',
    caption: (lan: string) => `Repayment schedule of loan ${lan}`,
    columns: ['Month', 'Due date', 'EMI', 'Principal', 'Interest', 'Balance', 'Status'],
    status: { paid: 'Paid', due: 'Due', overdue: 'Overdue' },
  },
  payments: {
    heading: 'Payments',
    none: 'No payments yet.',
    mode: { mandate: 'E-mandate', branch: 'At a branch', online: 'Online' },
    status: { success: 'Successful', failed: 'Failed' },
    receipt: 'Download receipt',
    receiptFor: (reference: string) => `Download receipt for payment ${reference} (PDF)`,
    reference: 'Reference',
    columns: {
      date: 'Date',
      amount: 'Amount',
      mode: 'Paid by',
      reference: 'Reference',
      status: 'Status',
      receipt: 'Receipt',
    },
  },
  statement: {
    heading: 'Statement of account',
    legend: 'Period',
    thisFy: 'This financial year',
    lastFy: 'Last financial year',
    range: 'Between two dates',
    from: 'From',
    until: 'To',
    download: 'Download statement (PDF)',
  },
  noc: {
    heading: 'No objection certificate',
    download: 'Download NOC letter (PDF)',
    request: (ticket: string, status: string, raised: string) =>
      `NOC request ${ticket}, raised on ${raised}: ${status}`,
  },
  mandate: {
    heading: 'E-mandate',
    status: {
      none: 'No e-mandate is registered for this loan.',
      pending: 'Your e-mandate is waiting for the bank’s approval.',
      active: 'Your e-mandate is active.',
      failed: 'Your e-mandate registration did not go through.',
    },
    umrn: 'UMRN',
    register: 'Register an e-mandate',
  },
} as const;
