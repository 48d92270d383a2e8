import {
  type CustomerCareContext,
  customerCareSchema,
  fieldErrors,
  joinNocAddress,
  type NocAddressValues,
  nocAddressSchema,
} from '@company/forms';
import { careRouteMessages, uploadMessages } from '@company/forms/contracts';
import { errorsInPageLanguage, inPageLanguage } from '../../lib/messages.ts';

/**
 * The form rules of the journey (yup schemas of `@company/forms`), loaded with the first check
 * rather than with the page: nobody is checked before they have typed. In the page's language.
 */

export { joinNocAddress };

/** The journey's own words that only follow a check or a call. */
export const messages = {
  emailInvalid: inPageLanguage(careRouteMessages.emailInvalid),
  document: inPageLanguage(careRouteMessages.document),
  nocActive: inPageLanguage(careRouteMessages.nocActive),
  uploaded: inPageLanguage(uploadMessages.uploaded),
} as const;

export const careErrors = (values: Record<string, unknown>, context?: CustomerCareContext) =>
  errorsInPageLanguage(fieldErrors(customerCareSchema, values, context));

export const nocAddressErrors = (address: NocAddressValues) =>
  errorsInPageLanguage(fieldErrors(nocAddressSchema, address));
