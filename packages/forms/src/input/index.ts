export { digitsOnly } from './digits-only.ts';
export { maskAadhaar } from './mask-aadhaar.ts';
export { maskEmail } from './mask-email.ts';
export { maskMobile } from './mask-mobile.ts';
export { upperCase } from './upper-case.ts';
