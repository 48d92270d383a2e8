import { careerRouteMessages } from '../contracts/careers.ts';
import { contactRouteMessages } from '../contracts/contact.ts';
import { careRouteMessages } from '../contracts/customer-care-messages.ts';
import { apiMessages } from '../contracts/endpoint.ts';
import { enquiryRouteMessages } from '../contracts/enquiry.ts';
import { leadRouteMessages } from '../contracts/leads.ts';
import { mandateRouteMessages } from '../contracts/mandate-messages.ts';
import { myLoanRouteMessages } from '../contracts/my-loan-messages.ts';
import { otpMessages } from '../contracts/otp.ts';
import { paymentRouteMessages } from '../contracts/payment-messages.ts';
import { trackRequestLabels, trackRequestMessages } from '../contracts/track-request.ts';
import { uploadMessages } from '../contracts/uploads.ts';
import { tooLongMessage } from '../schemas/fields.ts';
import { nocAddressLabels, nocAddressMessages } from '../schemas/noc-address.ts';

/**
 * The spec's messages as the contracts hold them, grouped as they are exported: the source
 * language of every other catalogue. Nothing here is new text; English pages keep importing the
 * groups directly and never load this module (it exists for translations and their checks).
 * The form groups (`leadMessages`, …) are inside their route groups, which spread them.
 */
export const english = {
  apiMessages,
  otpMessages,
  uploadMessages,
  fieldMessages: { tooLong: (max: number) => tooLongMessage({ max }) },
  leadRouteMessages,
  careerRouteMessages,
  contactRouteMessages,
  careRouteMessages,
  nocAddressMessages,
  mandateRouteMessages,
  paymentRouteMessages,
  myLoanRouteMessages,
  enquiryRouteMessages,
  trackRequestMessages,
  trackRequestLabels,
  nocAddressLabels,
};

export type Catalogue = typeof english;

export type { Translation } from './translation.ts';
