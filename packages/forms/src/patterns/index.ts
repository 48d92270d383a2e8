import { aadhaar } from './aadhaar.ts';
import { alphanumeric } from './alphanumeric.ts';
import { careMobile } from './care-mobile.ts';
import { email } from './email.ts';
import { indianMobile } from './indian-mobile.ts';
import { mobile10 } from './mobile10.ts';
import { numeric } from './numeric.ts';
import { otp } from './otp.ts';
import { pan } from './pan.ts';
import { personName } from './person-name.ts';
import { pincode } from './pincode.ts';

export { verhoeffCheckDigit, verhoeffValid } from './verhoeff.ts';
export {
  aadhaar,
  alphanumeric,
  careMobile,
  email,
  indianMobile,
  mobile10,
  numeric,
  otp,
  pan,
  personName,
  pincode,
};

/** A predicate over the raw input string: true when the value matches. */
export type Pattern = (value: string) => boolean;

/** Every pattern by name (`otp` is a factory: `patterns.otp(6)`). */
export const patterns = {
  email,
  alphanumeric,
  numeric,
  indianMobile,
  careMobile,
  mobile10,
  pan,
  aadhaar,
  pincode,
  personName,
  otp,
} as const;
