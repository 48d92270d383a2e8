import type { InferType } from 'yup';
import { number, object } from 'yup';
import { aadhaar } from '../patterns/aadhaar.ts';
import { mobile10 } from '../patterns/mobile10.ts';
import { otp } from '../patterns/otp.ts';
import { pan } from '../patterns/pan.ts';
import { optionalText, requiredText, ticked, whenFilled } from './fields.ts';

/** The spec words only the city warning; the other messages are ours. */
export const enquiryMessages = {
  city: 'Please Select Correct City',
  mobileRequired: 'Please enter your mobile number',
  mobileInvalid: 'Please enter a valid 10-digit mobile number',
  loanAmountRequired: 'Please enter the loan amount you need',
  loanAmountInvalid: 'Please enter the loan amount in whole rupees, digits only',
  loanAmountRange: 'Please enter a loan amount from ₹20,000 to ₹2,00,000',
  idType: 'Please choose PAN or Form 60',
  panRequired: 'Please enter your PAN',
  panInvalid: 'Please enter a valid PAN, for example ABCPE1234F',
  aadhaarRequired: 'Please enter your Aadhaar number',
  aadhaarInvalid: 'Please enter a valid 12-digit Aadhaar number',
  terms: 'Please accept the terms and conditions to continue',
  nameAsPerPanRequired: 'Please enter your name as it appears on your PAN card',
  nameAsPerPanLength: 'Your name as on your PAN card must be 2 to 50 characters',
  otpRequired: 'Please enter the OTP',
  otpInvalid: 'Please enter the 6-digit OTP',
} as const;

export const enquiryLoanAmount = { min: 20_000, max: 2_00_000 } as const;

/** The identity document chosen: a PAN, or Form 60 for applicants without one. */
export const enquiryIdTypes = ['PAN', 'FORM60'] as const;
export type EnquiryIdType = (typeof enquiryIdTypes)[number];

/** Pass as yup `context` to require the city to be one of the listed ones. */
export interface EnquiryContext {
  readonly cities?: readonly string[];
}

const wholeRupees = /^[0-9]+$/;

/** `'50000'` and `50000` are amounts; `''` is missing; `'5e4'`, `'50,000'` and `'٥٠٠٠٠'` are not numbers. */
function parseRupees(value: unknown, original: unknown): unknown {
  if (typeof original !== 'string') return value;
  const typed = original.trim();
  if (typed === '') return undefined;
  return wholeRupees.test(typed) ? Number(typed) : Number.NaN;
}

/** The pre-qualified offer enquiry. PAN is required only for the PAN choice; Aadhaar for both. */
export const enquirySchema = /* @__PURE__ */ object({
  city: requiredText(enquiryMessages.city).test({
    name: 'listed-city',
    message: enquiryMessages.city,
    test(value) {
      const cities = (this.options.context as EnquiryContext | undefined)?.cities;
      return !cities || cities.includes(value ?? '');
    },
  }),
  mobile: requiredText(enquiryMessages.mobileRequired, enquiryMessages.mobileInvalid, mobile10),
  loanAmount: number()
    .transform(parseRupees)
    .typeError(enquiryMessages.loanAmountInvalid)
    .required(enquiryMessages.loanAmountRequired)
    .integer(enquiryMessages.loanAmountInvalid)
    .min(enquiryLoanAmount.min, enquiryMessages.loanAmountRange)
    .max(enquiryLoanAmount.max, enquiryMessages.loanAmountRange),
  idType: requiredText(enquiryMessages.idType).oneOf(enquiryIdTypes, enquiryMessages.idType),
  // Checked upper-cased, as the form shows it.
  pan: optionalText(enquiryMessages.panInvalid)
    .transform((value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value))
    .when('idType', ([idType], schema) =>
      idType === 'PAN'
        ? schema
            .required(enquiryMessages.panRequired)
            .test('pan', enquiryMessages.panInvalid, whenFilled(pan))
        : schema,
    ),
  aadhaar: requiredText(enquiryMessages.aadhaarRequired, enquiryMessages.aadhaarInvalid, aadhaar),
  terms: ticked(enquiryMessages.terms),
});

export type EnquiryValues = InferType<typeof enquirySchema>;

/** The enquiry's OTP step. */
export const enquiryOtpSchema = /* @__PURE__ */ object({
  nameAsPerPan: requiredText(
    enquiryMessages.nameAsPerPanRequired,
    enquiryMessages.nameAsPerPanLength,
    (value) => value.length >= 2 && value.length <= 50,
  ),
  otp: requiredText(enquiryMessages.otpRequired, enquiryMessages.otpInvalid, otp(6)),
});

export type EnquiryOtpValues = InferType<typeof enquiryOtpSchema>;
