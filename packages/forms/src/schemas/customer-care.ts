import type { InferType, TestContext } from 'yup';
import { object } from 'yup';
import { careMobile } from '../patterns/care-mobile.ts';
import { email } from '../patterns/email.ts';
import { personName } from '../patterns/person-name.ts';
import { loanAccountNumber, optionalText, requiredText, whenFilled } from './fields.ts';

export { customerCareMessages } from './customer-care-messages.ts';

import { customerCareMessages } from './customer-care-messages.ts';

/** A fetched loan, or just its loan account number. */
export type LoanReference = string | { readonly loan_account_no: string };

/** Pass as yup `context`: the loans fetched for the verified customer. */
export interface CustomerCareContext {
  readonly loans?: readonly LoanReference[];
}

/** True for the `Customer` user type (any letter case), which gets the LAN and OTP steps. */
export function isCustomerUserType(userType: unknown): boolean {
  return typeof userType === 'string' && userType.trim().toLowerCase() === 'customer';
}

const digitsUpToTen = /^[0-9]{1,10}$/;

/** The spec: up to 10 characters is a phone number (digits only), more than 10 a customer's LAN. */
function validIdentity(value: string, customer: boolean): boolean {
  return value.length <= 10
    ? digitsUpToTen.test(value) && careMobile(value)
    : customer && loanAccountNumber(value);
}

function knownLan(this: TestContext, value: string | undefined): boolean {
  if (!isCustomerUserType(this.parent?.userType)) return true;
  const loans = (this.options.context as CustomerCareContext | undefined)?.loans ?? [];
  return loans.some((loan) => (typeof loan === 'string' ? loan : loan.loan_account_no) === value);
}

/**
 * The customer care service request. `userType` holds the user type's name (`Customer`,
 * `Non-Customer`, `Dealer`). For customers, `mobile` is the identity field (a mobile number or a
 * LAN) and `lan` must be one of the loans fetched after OTP, passed as context:
 * `customerCareSchema.validateSync(values, { context: { loans } })`.
 */
export const customerCareSchema = /* @__PURE__ */ object({
  userType: requiredText(customerCareMessages.userType),
  mobile: requiredText(customerCareMessages.mobileRequired).test({
    name: 'identity',
    test(value) {
      const customer = isCustomerUserType(this.parent?.userType);
      return (
        whenFilled((filled) => validIdentity(filled, customer))(value) ||
        this.createError({
          message: customer
            ? customerCareMessages.identityInvalid
            : customerCareMessages.mobileInvalid,
        })
      );
    },
  }),
  lan: optionalText(customerCareMessages.lan).test('known-lan', customerCareMessages.lan, knownLan),
  name: requiredText(
    customerCareMessages.nameRequired,
    customerCareMessages.nameInvalid,
    personName,
  ),
  email: optionalText(customerCareMessages.emailInvalid, email, 254),
  requestType: requiredText(customerCareMessages.requestType),
  subRequestType: requiredText(customerCareMessages.subRequestType),
  query: optionalText(customerCareMessages.queryInvalid, undefined, 2000),
});

export type CustomerCareValues = InferType<typeof customerCareSchema>;
