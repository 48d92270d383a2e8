import { enquiryOtpSchema, enquirySchema, fieldErrors } from '@company/forms';

/**
 * The enquiry's form rules (yup schemas of `@company/forms`), loaded with the first check rather
 * than with the page. `cities`: the branch names, so a city typed but not chosen fails.
 */
export const enquiryErrors = (values: Record<string, unknown>, cities: readonly string[]) =>
  fieldErrors(enquirySchema, values, { cities });

export const enquiryOtpErrors = (values: { nameAsPerPan: string; otp: string }) =>
  fieldErrors(enquiryOtpSchema, values);
