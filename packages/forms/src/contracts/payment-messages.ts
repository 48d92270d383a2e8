import { initiatePaymentMessages } from '../schemas/initiate-payment-messages.ts';

/** Every message of the quick-payment routes: the form's, then the API's. */
export const paymentRouteMessages = {
  ...initiatePaymentMessages,
  notFound: 'LAN not found',
  /** A closed loan takes no payment. */
  loanClosed: 'This loan is closed. There is no amount due on it.',
  /** An amount over what the loan management system says is outstanding. */
  aboveOutstanding: (outstanding: string) =>
    `Amount cannot be more than the outstanding amount of ${outstanding}`,
  orderNotFound: 'Payment order not found',
  orderId: 'Please provide the order_id',
  /** The result page's toasts and the failure card's text. */
  resultSuccess: 'Payment Success !',
  resultFailed: 'Payment Failed!',
  failedText: 'Sorry, your payment could not be processed at this time. Please try again later.',
  receiptNotPaid: 'A receipt is available once the payment is successful',
  /** The SMS sent when a payment succeeds, and its subject in the outbox. */
  paidSmsSubject: 'Payment received',
  paidSms: (amount: string, lanLast4: string, orderId: string) =>
    `Payment of ${amount} received towards your loan ending ${lanLast4}. Order ${orderId}. Thank you - RideOn Finance`,
} as const;
