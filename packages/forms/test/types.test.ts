import { describe, expectTypeOf, it } from 'vitest';
import type {
  CareerValues,
  CustomerCareValues,
  EnquiryIdType,
  EnquiryOtpValues,
  EnquiryValues,
  InitiatePaymentValues,
  LeadValues,
  MandateRegistrationValues,
  NocAddressValues,
  Pattern,
} from '../src/index.ts';
import { mandateRegistrationFirstError, pan, patterns } from '../src/index.ts';

// Checked by `tsc -p packages/forms`: the value types are part of the public API.
describe('public types', () => {
  it('names the fields of each form', () => {
    expectTypeOf<LeadValues>().toEqualTypeOf<{ name: string; phone: string }>();
    expectTypeOf<NocAddressValues>().toEqualTypeOf<{
      house: string;
      area: string;
      pincode: string;
      city: string;
      state: string;
    }>();
    expectTypeOf<CareerValues['email']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<CustomerCareValues['lan']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<EnquiryValues['idType']>().toEqualTypeOf<EnquiryIdType>();
    expectTypeOf<EnquiryIdType>().toEqualTypeOf<'PAN' | 'FORM60'>();
    expectTypeOf<EnquiryValues['loanAmount']>().toEqualTypeOf<number>();
    expectTypeOf<EnquiryValues['terms']>().toEqualTypeOf<boolean>();
    expectTypeOf<EnquiryOtpValues>().toEqualTypeOf<{ nameAsPerPan: string; otp: string }>();
    expectTypeOf<MandateRegistrationValues['reLan']>().toEqualTypeOf<string>();
    expectTypeOf<InitiatePaymentValues['amount']>().toEqualTypeOf<string>();
  });

  it('types patterns as string predicates and firstError as message or undefined', () => {
    expectTypeOf(pan).toEqualTypeOf<Pattern>();
    expectTypeOf(patterns.otp).returns.toEqualTypeOf<Pattern>();
    expectTypeOf(mandateRegistrationFirstError).returns.toEqualTypeOf<string | undefined>();
  });
});
