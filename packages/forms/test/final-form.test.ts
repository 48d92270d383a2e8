import type { Config, FormApi } from 'final-form';
import { createForm, FORM_ERROR } from 'final-form';
import { describe, expect, it } from 'vitest';
import { array, object, ref, string } from 'yup';
import {
  composeValidators,
  digitsOnly,
  fieldValidator,
  maskAadhaar,
  upperCase,
  validateWithSchema,
} from '../src/final-form/index.ts';
import type { CustomerCareValues, LeadValues } from '../src/index.ts';
import {
  customerCareSchema,
  leadMessages,
  leadSchema,
  mandateRegistrationSchema,
  pincode,
} from '../src/index.ts';

function formWith<Values extends object>(config: Omit<Config<Values>, 'onSubmit'>) {
  const form = createForm<Values>({ onSubmit: () => undefined, ...config });
  return form;
}

/** Registers fields the way react-final-form's <Field> does, and returns their live errors. */
function register<Values extends object>(
  form: FormApi<Values>,
  names: (keyof Values & string)[],
  validators: Partial<Record<string, (value: unknown, all: object) => unknown>> = {},
) {
  const errors: Record<string, unknown> = {};
  for (const name of names) {
    form.registerField(
      name,
      (state) => {
        errors[name] = state.error;
      },
      { error: true },
      validators[name] ? { getValidator: () => validators[name] } : undefined,
    );
  }
  return errors;
}

describe('validateWithSchema', () => {
  it('is a final-form form-level validate: one message per field, none once valid', () => {
    const form = formWith<Partial<LeadValues>>({ validate: validateWithSchema(leadSchema) });
    const errors = register(form, ['name', 'phone']);
    expect(errors).toEqual({
      name: leadMessages.nameRequired,
      phone: leadMessages.phoneRequired,
    });
    form.change('name', 'Ravi');
    form.change('phone', '98765');
    expect(errors).toEqual({ name: undefined, phone: leadMessages.phoneInvalid });
    form.change('phone', '9876543210');
    expect(errors).toEqual({ name: undefined, phone: undefined });
    expect(form.getState().valid).toBe(true);
  });

  it('reads a context function at each validation (loans fetched later)', () => {
    let loans: string[] = [];
    const form = formWith<Partial<CustomerCareValues>>({
      validate: validateWithSchema(customerCareSchema, () => ({ loans })),
      initialValues: {
        userType: 'Customer',
        mobile: '9876543210',
        lan: 'TW0001234567',
        name: 'Ravi Kumar',
        requestType: '1',
        subRequestType: '2',
      },
    });
    const errors = register(form, ['lan']);
    expect(errors.lan).toBe('Please select a valid Loan Account Number (LAN)');
    loans = ['TW0001234567'];
    form.change('lan', 'TW0001234567 ');
    expect(errors.lan).toBeUndefined();
  });

  it('applies cross-field rules (Re-enter LAN)', () => {
    const validate = validateWithSchema(mandateRegistrationSchema);
    expect(validate({ lan: 'TW1', reLan: 'TW2' })).toMatchObject({ reLan: 'Enter valid Re-LAN' });
    expect(validate({ lan: 'TW1', reLan: 'TW1' })).not.toHaveProperty('reLan');
  });

  it('nests errors like the values, arrays included', () => {
    const schema = object({
      address: object({ pincode: string().required('Please enter Pincode') }),
      contacts: array().of(object({ phone: string().required('Please enter a phone') })),
      // final-form reads a dotted field name as a path too.
      'odd.key': string().required('Odd'),
    });
    const errors = validateWithSchema(schema)({ address: {}, contacts: [{ phone: '1' }, {}] });
    expect(errors).toEqual({
      address: { pincode: 'Please enter Pincode' },
      contacts: [undefined, { phone: 'Please enter a phone' }],
      odd: { key: 'Odd' },
    });
    expect(Array.isArray(errors.contacts)).toBe(true);
  });

  it('puts a failure of the whole value under FORM_ERROR', () => {
    const schema = object({ a: string() }).test('whole', 'Whole form is wrong', () => false);
    expect(validateWithSchema(schema)({})).toEqual({ [FORM_ERROR]: 'Whole form is wrong' });
  });
});

describe('fieldValidator', () => {
  it('from a pattern: the message unless the predicate accepts the value', () => {
    const validate = fieldValidator(pincode, 'Please enter a valid Pincode');
    expect(validate('411001')).toBeUndefined();
    expect(validate('011001')).toBe('Please enter a valid Pincode');
    expect(validate(undefined)).toBe('Please enter a valid Pincode');
    expect(fieldValidator(pincode, 'x', { optional: true })('')).toBeUndefined();
    expect(fieldValidator(pincode, 'x', { optional: true })(42)).toBe('x');
  });

  it('from a schema field: the field’s own message, or the one given', () => {
    expect(fieldValidator(leadSchema.fields.phone)('98765')).toBe(leadMessages.phoneInvalid);
    expect(fieldValidator(leadSchema.fields.phone)('')).toBe(leadMessages.phoneRequired);
    expect(fieldValidator(leadSchema.fields.phone)('9876543210')).toBeUndefined();
    expect(fieldValidator(leadSchema.fields.phone, 'Check the number')('98765')).toBe(
      'Check the number',
    );
  });

  it('refuses a ref, which cannot validate', () => {
    expect(() => fieldValidator(ref('lan'))).toThrow(TypeError);
  });

  it('works as a final-form field-level validator', () => {
    const form = formWith<{ pincode?: string; phone?: string }>({});
    const errors = register(form, ['pincode', 'phone'], {
      pincode: fieldValidator(pincode, 'Please enter a valid Pincode'),
      phone: composeValidators(
        fieldValidator(leadSchema.fields.phone),
        fieldValidator((value) => value !== '9999999999', 'That is a test number'),
      ),
    });
    expect(errors).toEqual({
      pincode: 'Please enter a valid Pincode',
      phone: leadMessages.phoneRequired,
    });
    form.change('pincode', '411001');
    form.change('phone', '9999999999');
    expect(errors).toEqual({ pincode: undefined, phone: 'That is a test number' });
  });
});

describe('parse and format helpers', () => {
  it('are final-form parse/format functions', () => {
    const config: Pick<Config, 'onSubmit'> = { onSubmit: () => undefined };
    const form = createForm<{ mobile?: string; pan?: string }>(config);
    register(form, ['mobile', 'pan']);
    // react-final-form calls parse on each change and format on each render.
    const parseMobile = digitsOnly(10);
    form.change('mobile', parseMobile('+91 98765-43210 9'));
    form.change('pan', upperCase('abcpe1234f'));
    expect(form.getState().values).toEqual({ mobile: '9198765432', pan: 'ABCPE1234F' });
    expect(maskAadhaar('234123412346')).toBe('XXXX XXXX 2346');
  });
});
