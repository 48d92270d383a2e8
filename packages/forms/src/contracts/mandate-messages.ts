import { mandateRegistrationMessages } from '../schemas/mandate-messages.ts';

/** Every message of the mandate routes: the form's, then the API's. */
export const mandateRouteMessages = {
  ...mandateRegistrationMessages,
  notFound: 'LAN not found',
  lookupFirst: 'Please look up your loan again',
  already: 'Mandate Already Registered',
  initiated: 'Mandate initiated. Please authorise it with your bank.',
  orderNotFound: 'Mandate order not found',
  orderId: 'Please provide the order_id',
  /** The bank route did not start (toast). */
  bankRouteFailed: 'Failed E-mandate',
  /** The result page's toasts. */
  resultSuccess: 'Mandate Success !',
  resultFailed: 'Mandate Failed!',
} as const;
