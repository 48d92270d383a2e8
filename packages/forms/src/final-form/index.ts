// The react-final-form adapter: plain functions, no React and no runtime import of final-form.
export { digitsOnly, maskAadhaar, maskEmail, maskMobile, upperCase } from '../input/index.ts';
export type { FieldValidator } from './field-validator.ts';
export { composeValidators, fieldValidator } from './field-validator.ts';
export type { FormErrors } from './validate-with-schema.ts';
export { validateWithSchema } from './validate-with-schema.ts';
