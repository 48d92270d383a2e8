import { emailShape } from '../patterns/email.ts';
import { mobile10Shape } from '../patterns/mobile10.ts';
import { personNameShape } from '../patterns/person-name.ts';
import { pincodeShape } from '../patterns/pincode.ts';
import { linkedinProfileShape } from '../schemas/linkedin-profile.ts';
import { orderIdShape } from './order-id.ts';

/**
 * JSON Schema `pattern`s of the API's route schemas (and so of its OpenAPI document), taken from
 * the expressions the package's own patterns use, so the browser and the API accept the same.
 */
export const jsonPatterns = {
  mobile10: mobile10Shape.source,
  email: emailShape.source,
  personName: personNameShape.source,
  pincode: pincodeShape.source,
  /** Six ASCII digits: `otp(6)`. */
  otp6: '^[0-9]{6}$',
  /** A loan account number, upper case, as customer care's loans are numbered. */
  careLoanAccountNumber: '^[A-Z0-9]{11,30}$',
  /** A provider's order id. */
  orderId: orderIdShape.source,
  /** Free text: anything but control characters (a query; markup in it is text, escaped where shown). */
  plainText: '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F]*$',
  /** Free text without control characters or angle brackets. */
  safeText: '^[^<>\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F]*$',
  linkedin: linkedinProfileShape.source,
} as const;

/** The checks the API makes in code with the same expressions, each made once. */
export const requestShapes = {
  careLoanAccountNumber: /* @__PURE__ */ new RegExp(jsonPatterns.careLoanAccountNumber),
  plainText: /* @__PURE__ */ new RegExp(jsonPatterns.plainText),
  safeText: /* @__PURE__ */ new RegExp(jsonPatterns.safeText),
} as const;
