import { careerSchema } from './career.ts';
import { customerCareSchema } from './customer-care.ts';
import { customerSupportSchema } from './customer-support.ts';
import { enquiryOtpSchema, enquirySchema } from './enquiry.ts';
import { initiatePaymentSchema } from './initiate-payment.ts';
import { leadSchema } from './lead.ts';
import { mandateInformationSchema, mandateRegistrationSchema } from './mandate.ts';
import { nocAddressSchema } from './noc-address.ts';
import { serviceOtpSchema } from './service-otp.ts';

export * from './career.ts';
export * from './customer-care.ts';
export * from './customer-support.ts';
export * from './enquiry.ts';
export { fieldErrors, firstErrorIn, firstFieldErrorIn } from './errors.ts';
export * from './initiate-payment.ts';
export * from './lead.ts';
export * from './mandate.ts';
export * from './noc-address.ts';
export * from './service-otp.ts';

/** One yup schema per form of the spec, by form name. */
export const schemas = {
  lead: leadSchema,
  career: careerSchema,
  customerCare: customerCareSchema,
  nocAddress: nocAddressSchema,
  mandateRegistration: mandateRegistrationSchema,
  mandateInformation: mandateInformationSchema,
  initiatePayment: initiatePaymentSchema,
  enquiry: enquirySchema,
  enquiryOtp: enquiryOtpSchema,
  serviceOtp: serviceOtpSchema,
  customerSupport: customerSupportSchema,
} as const;
