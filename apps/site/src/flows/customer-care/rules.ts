import {
  type CustomerCareContext,
  customerCareSchema,
  fieldErrors,
  joinNocAddress,
  type NocAddressValues,
  nocAddressSchema,
} from '@company/forms';
import { careRouteMessages, uploadMessages } from '@company/forms/contracts';

/**
 * The form rules of the journey (yup schemas of `@company/forms`), loaded with the first check
 * rather than with the page: nobody is checked before they have typed.
 */

export { joinNocAddress };

/** The journey's own words that only follow a check or a call. */
export const messages = {
  emailInvalid: careRouteMessages.emailInvalid,
  document: careRouteMessages.document,
  nocActive: careRouteMessages.nocActive,
  uploaded: uploadMessages.uploaded,
} as const;

export const careErrors = (values: Record<string, unknown>, context?: CustomerCareContext) =>
  fieldErrors(customerCareSchema, values, context);

export const nocAddressErrors = (address: NocAddressValues) =>
  fieldErrors(nocAddressSchema, address);
