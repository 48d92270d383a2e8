import { enquiryOtpSchema, enquirySchema, fieldErrors } from '@company/forms';
import { errorsInPageLanguage } from '../../lib/messages.ts';

/**
 * The enquiry's form rules (yup schemas of `@company/forms`), loaded with the first check rather
 * than with the page, in the page's language. `cities`: the branch names, so a city typed but not
 * chosen fails.
 */
export const enquiryErrors = (values: Record<string, unknown>, cities: readonly string[]) =>
  errorsInPageLanguage(fieldErrors(enquirySchema, values, { cities }));

export const enquiryOtpErrors = (values: { nameAsPerPan: string; otp: string }) =>
  errorsInPageLanguage(fieldErrors(enquiryOtpSchema, values));
