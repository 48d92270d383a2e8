// What the API's route code needs of the patterns beyond the predicates (the browser needs none).
export { careMobileDigits } from '../patterns/care-mobile.ts';
export { emailShape } from '../patterns/email.ts';
export { indianMobileDigits } from '../patterns/indian-mobile.ts';
export { mobile10Shape } from '../patterns/mobile10.ts';
export { personNameShape } from '../patterns/person-name.ts';
export { pincodeShape } from '../patterns/pincode.ts';
export * from './captcha.ts';
export * from './careers.ts';
export * from './contact.ts';
export * from './customer-care.ts';
export * from './endpoint.ts';
export * from './enquiry.ts';
export * from './json-patterns.ts';
export * from './leads.ts';
export * from './mandates.ts';
export * from './otp.ts';
export * from './payments.ts';
export * from './uploads.ts';
