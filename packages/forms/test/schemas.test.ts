import { describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import {
  careerMessages,
  careerSchema,
  customerCareMessages,
  customerCareSchema,
  customerSupportMessages,
  customerSupportSchema,
  enquiryMessages,
  enquiryOtpSchema,
  enquirySchema,
  fieldErrors,
  firstFieldErrorIn,
  initiatePaymentFirstError,
  initiatePaymentMessages,
  initiatePaymentSchema,
  isCustomerUserType,
  joinNocAddress,
  leadMessages,
  leadSchema,
  mandateInformationSchema,
  mandateRegistrationFirstError,
  mandateRegistrationMessages,
  mandateRegistrationOrder,
  mandateRegistrationSchema,
  nocAddressMessages,
  nocAddressSchema,
  schemas,
  serviceOtpMessages,
  serviceOtpSchema,
} from '../src/index.ts';

const validValues = {
  lead: { name: 'Ravi Kumar', phone: '9876543210' },
  career: {
    firstName: 'Anita',
    lastName: 'Sharma',
    email: 'anita@example.com',
    phone: '9876543210',
    location: 'Pune',
    linkedin: 'https://www.linkedin.com/in/anita-sharma',
  },
  customerCare: {
    userType: 'Non-Customer',
    mobile: '9876543210',
    lan: '',
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    requestType: '12',
    subRequestType: '34',
    query: 'Please call me about my loan.',
  },
  nocAddress: {
    house: '12B',
    area: 'MG Road',
    pincode: '411001',
    city: 'Pune',
    state: 'Maharashtra',
  },
  mandateRegistration: {
    lan: 'TW0001234567',
    reLan: 'TW0001234567',
    mobileNo: '9876543210',
    captcha: 'x7Kq2',
    terms: true,
  },
  mandateInformation: { terms: true },
  initiatePayment: {
    lan: 'TW0001234567',
    mobileNo: '9876543210',
    email: '',
    amount: '4992',
    captcha: 'x7Kq2',
  },
  enquiry: {
    city: 'Pune',
    mobile: '9876543210',
    loanAmount: '50000',
    idType: 'PAN',
    pan: 'ABCPE1234F',
    aadhaar: '234123412346',
    terms: true,
  },
  enquiryOtp: { nameAsPerPan: 'Ravi Kumar', otp: '123456' },
  serviceOtp: { otp: '123456' },
  customerSupport: {
    firstName: 'Ravi',
    phone: '9876543210',
    email: '',
    query: '',
  },
};

const allMessages = {
  lead: leadMessages,
  career: careerMessages,
  customerCare: customerCareMessages,
  nocAddress: nocAddressMessages,
  mandateRegistration: mandateRegistrationMessages,
  mandateInformation: mandateRegistrationMessages,
  initiatePayment: initiatePaymentMessages,
  enquiry: enquiryMessages,
  enquiryOtp: enquiryMessages,
  serviceOtp: serviceOtpMessages,
  customerSupport: customerSupportMessages,
} satisfies Record<keyof typeof schemas, object>;

const tooLong = /^Please keep this to [0-9]+ characters or fewer$/;

/** Validates like the API will: synchronously, collecting every field's message. */
function errorsOf(schema: AnyObjectSchema, values: object, context?: object) {
  return fieldErrors(schema, values, context);
}

describe('every schema', () => {
  const forms = Object.keys(schemas) as (keyof typeof schemas)[];

  it('covers every form of the spec, with the issue’s field names', () => {
    const fields = Object.fromEntries(
      forms.map((form) => [form, Object.keys(schemas[form].fields).sort()]),
    );
    expect(fields).toEqual({
      lead: ['name', 'phone'],
      career: ['email', 'firstName', 'lastName', 'linkedin', 'location', 'phone'],
      customerCare: [
        'email',
        'lan',
        'mobile',
        'name',
        'query',
        'requestType',
        'subRequestType',
        'userType',
      ],
      nocAddress: ['area', 'city', 'house', 'pincode', 'state'],
      mandateRegistration: ['captcha', 'lan', 'mobileNo', 'reLan', 'terms'],
      mandateInformation: ['terms'],
      initiatePayment: ['amount', 'captcha', 'email', 'lan', 'mobileNo'],
      enquiry: ['aadhaar', 'city', 'idType', 'loanAmount', 'mobile', 'pan', 'terms'],
      enquiryOtp: ['nameAsPerPan', 'otp'],
      serviceOtp: ['otp'],
      customerSupport: ['email', 'firstName', 'phone', 'query'],
    });
  });

  it.each(forms)('%s accepts its valid example synchronously', (form) => {
    expect(() => schemas[form].validateSync(validValues[form])).not.toThrow();
    expect(errorsOf(schemas[form], validValues[form])).toEqual({});
  });

  it.each(forms)('%s speaks only its own messages, whatever a request body holds', (form) => {
    const known = new Set<string>(Object.values(allMessages[form]));
    const hostile = [
      undefined,
      null,
      '',
      '   ',
      42,
      true,
      {},
      [],
      ['x'],
      '٣',
      '３',
      'x'.repeat(3000),
    ];
    for (const field of Object.keys(schemas[form].fields)) {
      for (const value of hostile) {
        const values = { ...validValues[form], [field]: value };
        for (const message of Object.values(errorsOf(schemas[form], values))) {
          expect(
            known.has(message) || tooLong.test(message),
            `${field}=${String(value)}: ${message}`,
          ).toBe(true);
        }
      }
    }
  });

  it.each(forms)('%s trims surrounding spaces from text', (form) => {
    const padded = Object.fromEntries(
      Object.entries(validValues[form]).map(([key, value]) => [
        key,
        typeof value === 'string' && value !== '' ? ` ${value} ` : value,
      ]),
    );
    expect(errorsOf(schemas[form], padded)).toEqual({});
  });
});

describe('lead', () => {
  it('asks for both fields inline (instead of the spec’s silent no-op)', () => {
    expect(errorsOf(leadSchema, {})).toEqual({
      name: leadMessages.nameRequired,
      phone: leadMessages.phoneRequired,
    });
    expect(errorsOf(leadSchema, { name: '   ', phone: '98765' })).toEqual({
      name: leadMessages.nameRequired,
      phone: leadMessages.phoneInvalid,
    });
  });
});

describe('career', () => {
  it('uses the spec’s message for every missing required field', () => {
    expect(errorsOf(careerSchema, {})).toEqual({
      firstName: 'Please fill the required fields!',
      lastName: 'Please fill the required fields!',
      phone: 'Please fill the required fields!',
      location: 'Please fill the required fields!',
    });
  });
  it('checks the optional e-mail and LinkedIn only when given', () => {
    const base = validValues.career;
    expect(errorsOf(careerSchema, { ...base, email: '', linkedin: '' })).toEqual({});
    expect(errorsOf(careerSchema, { ...base, email: 'anita@', linkedin: 'myprofile' })).toEqual({
      email: careerMessages.emailInvalid,
      linkedin: careerMessages.linkedinInvalid,
    });
    expect(errorsOf(careerSchema, { ...base, phone: '12345678901' })).toEqual({
      phone: careerMessages.phoneInvalid,
    });
  });
});

describe('customer care', () => {
  const customer = {
    ...validValues.customerCare,
    userType: 'Customer',
    mobile: '9876543210',
    lan: 'TW0001234567',
  };
  const loans = [
    { loan_account_no: 'TW0001234567', status: 'A' },
    { loan_account_no: 'TW0009999999', status: 'C' },
  ];

  it('has every message of transactional-flows §5, word for word', () => {
    expect(customerCareMessages).toMatchObject({
      nameRequired: 'This field is Required!!!',
      nameInvalid: 'Please enter a valid name',
      mobileRequired: 'This field is Required!!',
      emailInvalid: 'Please enter a valid email address',
      userType: 'Please select a valid User Type',
      lan: 'Please select a valid Loan Account Number (LAN)',
      requestType: 'Please select a valid Request Type',
      subRequestType: 'Please select a valid Sub-Request Type',
    });
  });

  it('reports every empty required field', () => {
    expect(errorsOf(customerCareSchema, {})).toEqual({
      userType: 'Please select a valid User Type',
      mobile: 'This field is Required!!',
      name: 'This field is Required!!!',
      requestType: 'Please select a valid Request Type',
      subRequestType: 'Please select a valid Sub-Request Type',
    });
  });

  it('takes a name of letters in any script and single spaces', () => {
    for (const name of ["D'Souza", 'R. Kumar', 'José', 'रवि कुमार']) {
      expect(errorsOf(customerCareSchema, { ...validValues.customerCare, name })).toEqual({});
    }
    for (const name of ['Ravi  Kumar', 'Ravi2', 'Ravi_Kumar']) {
      expect(errorsOf(customerCareSchema, { ...validValues.customerCare, name })).toEqual({
        name: 'Please enter a valid name',
      });
    }
  });

  it('checks a non-customer’s mobile with the care pattern, digits only, at most 10', () => {
    const check = (mobile: string) =>
      errorsOf(customerCareSchema, { ...validValues.customerCare, mobile }).mobile;
    expect(check('9876543210')).toBeUndefined();
    expect(check('5876543210')).toBe(customerCareMessages.mobileInvalid);
    expect(check('919876543210')).toBe(customerCareMessages.mobileInvalid);
    expect(check('TW0001234567')).toBe(customerCareMessages.mobileInvalid);
  });

  it('lets a customer identify with a mobile number or a LAN', () => {
    expect(
      errorsOf(customerCareSchema, { ...customer, mobile: 'TW0001234567' }, { loans }),
    ).toEqual({});
    expect(errorsOf(customerCareSchema, { ...customer, mobile: 'TW-0001' }, { loans })).toEqual({
      mobile: customerCareMessages.identityInvalid,
    });
  });

  it('requires a customer’s LAN to be one of the fetched loans (passed as context)', () => {
    expect(errorsOf(customerCareSchema, customer, { loans })).toEqual({});
    expect(errorsOf(customerCareSchema, customer, { loans: ['TW0001234567'] })).toEqual({});
    expect(errorsOf(customerCareSchema, { ...customer, lan: 'TW0000000000' }, { loans })).toEqual({
      lan: 'Please select a valid Loan Account Number (LAN)',
    });
    expect(errorsOf(customerCareSchema, { ...customer, lan: '' }, { loans })).toEqual({
      lan: 'Please select a valid Loan Account Number (LAN)',
    });
    // No loans fetched yet: no LAN can be valid.
    expect(errorsOf(customerCareSchema, customer).lan).toBe(
      'Please select a valid Loan Account Number (LAN)',
    );
  });

  it('ignores the LAN for non-customers and dealers', () => {
    for (const userType of ['Non-Customer', 'Dealer']) {
      expect(
        errorsOf(customerCareSchema, { ...validValues.customerCare, userType, lan: 'anything' }),
      ).toEqual({});
    }
  });

  it('recognises the customer user type in any letter case', () => {
    expect(isCustomerUserType('Customer')).toBe(true);
    expect(isCustomerUserType(' customer ')).toBe(true);
    expect(isCustomerUserType('Non-Customer')).toBe(false);
    expect(isCustomerUserType(undefined)).toBe(false);
  });
});

describe('NOC address', () => {
  it('says “Please enter {label}” for each missing part, with the spec’s labels', () => {
    expect(errorsOf(nocAddressSchema, {})).toEqual({
      house: 'Please enter House / Flat / Block No',
      area: 'Please enter Apartment / Road / Area',
      pincode: 'Please enter Pincode',
      city: 'Please enter City',
      state: 'Please enter State',
    });
  });
  it('checks the pincode shape', () => {
    expect(errorsOf(nocAddressSchema, { ...validValues.nocAddress, pincode: '011001' })).toEqual({
      pincode: nocAddressMessages.pincodeInvalid,
    });
  });
  it('joins the parts as the request payload carries them', () => {
    const address = nocAddressSchema.validateSync({ ...validValues.nocAddress, area: ' MG Road ' });
    expect(joinNocAddress(address)).toBe('12B, MG Road, 411001, Pune, Maharashtra');
  });
});

describe('mandate registration', () => {
  const valid = validValues.mandateRegistration;

  it('reports the first failure in the spec’s order', () => {
    const steps: [Partial<typeof valid>, string | undefined][] = [
      [{}, 'Enter Valid LAN'],
      [{ lan: 'TW0001234567' }, 'Enter valid Re-LAN'],
      [{ lan: 'TW0001234567', reLan: 'TW0001234568' }, 'Enter valid Re-LAN'],
      [{ lan: 'TW0001234567', reLan: 'TW0001234567' }, 'Enter Valid Mobile No'],
      [
        { lan: 'TW0001234567', reLan: 'TW0001234567', mobileNo: '9876543210' },
        'Enter Valid Captcha',
      ],
      [
        { lan: 'TW0001234567', reLan: 'TW0001234567', mobileNo: '9876543210', captcha: 'x7Kq2' },
        'Select Terms and Condition',
      ],
      [{ ...valid, terms: false }, 'Select Terms and Condition'],
      [valid, undefined],
    ];
    for (const [values, message] of steps) {
      expect(mandateRegistrationFirstError(values)).toBe(message);
    }
  });

  it('still shows every error at once for inline display', () => {
    expect(Object.keys(errorsOf(mandateRegistrationSchema, {}))).toEqual([
      'lan',
      'reLan',
      'mobileNo',
      'captcha',
      'terms',
    ]);
  });

  it('names the field of the first failure, for the message beside it and the focus', () => {
    const first = firstFieldErrorIn(mandateRegistrationSchema, mandateRegistrationOrder);
    expect(first({ ...valid, reLan: 'OTHER' })).toEqual({
      field: 'reLan',
      message: 'Enter valid Re-LAN',
    });
    expect(first({ ...valid, mobileNo: '', terms: false })).toEqual({
      field: 'mobileNo',
      message: 'Enter Valid Mobile No',
    });
    expect(first(valid)).toBeUndefined();
  });

  it('compares the re-entered LAN with the LAN after trimming both', () => {
    expect(mandateRegistrationFirstError({ ...valid, lan: ' TW0001234567 ' })).toBeUndefined();
    expect(mandateRegistrationFirstError({ ...valid, reLan: 'tw0001234567' })).toBe(
      'Enter valid Re-LAN',
    );
  });

  it('takes a 10-digit mobile number only', () => {
    expect(mandateRegistrationFirstError({ ...valid, mobileNo: '98765' })).toBe(
      'Enter Valid Mobile No',
    );
  });

  it('mandate information needs the terms ticked', () => {
    expect(errorsOf(mandateInformationSchema, {})).toEqual({
      terms: 'Select Terms and Condition',
    });
    expect(errorsOf(mandateInformationSchema, { terms: false })).toEqual({
      terms: 'Select Terms and Condition',
    });
    expect(errorsOf(mandateInformationSchema, { terms: true })).toEqual({});
  });
});

describe('initiate payment', () => {
  const valid = validValues.initiatePayment;

  it('reports the first failure in the spec’s order', () => {
    const steps: [object, string | undefined][] = [
      [{}, 'Enter valid LAN'],
      [{ lan: 'TW0001234567' }, 'Enter valid mobile'],
      [{ lan: 'TW0001234567', mobileNo: '5876543210' }, 'Enter valid mobile'],
      [{ lan: 'TW0001234567', mobileNo: '+91 9876543210' }, 'Enter valid amount'],
      [{ lan: 'TW0001234567', mobileNo: '9876543210', amount: '4992' }, 'Enter valid captcha'],
      [{ ...valid, email: 'ravi@' }, 'Please enter a valid email address'],
      [valid, undefined],
    ];
    for (const [values, message] of steps) {
      expect(initiatePaymentFirstError(values)).toBe(message);
    }
  });

  it('takes whole rupees, 1 to 6 digits, above zero', () => {
    for (const amount of ['1', '999999', ' 4992 ']) {
      expect(initiatePaymentFirstError({ ...valid, amount })).toBeUndefined();
    }
    for (const amount of ['0', '000', '1000000', '49.92', '-5', '4,992', '٤٩٩٢', '４９９２']) {
      expect(initiatePaymentFirstError({ ...valid, amount })).toBe('Enter valid amount');
    }
  });

  it('checks the optional e-mail only when given', () => {
    expect(errorsOf(initiatePaymentSchema, { ...valid, email: 'ravi@example.com' })).toEqual({});
    expect(errorsOf(initiatePaymentSchema, { ...valid, email: 'ravi kumar@example.com' })).toEqual({
      email: initiatePaymentMessages.email,
    });
  });
});

describe('enquiry', () => {
  const valid = validValues.enquiry;

  it('casts the loan amount to a number and the PAN to upper case', () => {
    expect(enquirySchema.validateSync({ ...valid, pan: 'abcpe1234f' })).toMatchObject({
      loanAmount: 50000,
      pan: 'ABCPE1234F',
    });
  });

  it('keeps the loan amount between ₹20,000 and ₹2,00,000', () => {
    const check = (loanAmount: unknown) =>
      errorsOf(enquirySchema, { ...valid, loanAmount }).loanAmount;
    expect(check(20000)).toBeUndefined();
    expect(check('200000')).toBeUndefined();
    expect(check(19999)).toBe(enquiryMessages.loanAmountRange);
    expect(check('200001')).toBe(enquiryMessages.loanAmountRange);
    expect(check('')).toBe(enquiryMessages.loanAmountRequired);
    expect(check(undefined)).toBe(enquiryMessages.loanAmountRequired);
    for (const typed of ['5e4', '50,000', '50000.5', '٥٠٠٠٠', '５００００', 'fifty']) {
      expect(check(typed)).toBe(enquiryMessages.loanAmountInvalid);
    }
  });

  it('needs the PAN only for the PAN choice, and Aadhaar for both', () => {
    expect(errorsOf(enquirySchema, { ...valid, pan: '' })).toEqual({
      pan: enquiryMessages.panRequired,
    });
    expect(errorsOf(enquirySchema, { ...valid, pan: 'ABCCE1234F' })).toEqual({
      pan: enquiryMessages.panInvalid,
    });
    expect(errorsOf(enquirySchema, { ...valid, idType: 'FORM60', pan: '' })).toEqual({});
    expect(errorsOf(enquirySchema, { ...valid, idType: 'FORM60', aadhaar: '' })).toEqual({
      aadhaar: enquiryMessages.aadhaarRequired,
    });
    expect(errorsOf(enquirySchema, { ...valid, aadhaar: '234123412347' })).toEqual({
      aadhaar: enquiryMessages.aadhaarInvalid,
    });
    expect(errorsOf(enquirySchema, { ...valid, idType: 'VOTER' })).toEqual({
      idType: enquiryMessages.idType,
    });
  });

  it('warns ‘Please Select Correct City’ unless the city is from the list', () => {
    expect(errorsOf(enquirySchema, { ...valid, city: '' }).city).toBe('Please Select Correct City');
    const cities = ['Pune', 'Nashik'];
    expect(errorsOf(enquirySchema, valid, { cities })).toEqual({});
    expect(errorsOf(enquirySchema, { ...valid, city: 'Atlantis' }, { cities }).city).toBe(
      'Please Select Correct City',
    );
  });

  it('needs a 10-digit mobile starting 6–9 and the terms ticked', () => {
    expect(errorsOf(enquirySchema, { ...valid, mobile: '1234567890', terms: false })).toEqual({
      mobile: enquiryMessages.mobileInvalid,
      terms: enquiryMessages.terms,
    });
  });

  it('OTP step: name as per PAN of 2 to 50 characters and a 6-digit OTP', () => {
    expect(errorsOf(enquiryOtpSchema, {})).toEqual({
      nameAsPerPan: enquiryMessages.nameAsPerPanRequired,
      otp: enquiryMessages.otpRequired,
    });
    expect(errorsOf(enquiryOtpSchema, { nameAsPerPan: 'R', otp: '12345' })).toEqual({
      nameAsPerPan: enquiryMessages.nameAsPerPanLength,
      otp: enquiryMessages.otpInvalid,
    });
    expect(errorsOf(enquiryOtpSchema, { nameAsPerPan: 'R'.repeat(51), otp: '123456' })).toEqual({
      nameAsPerPan: enquiryMessages.nameAsPerPanLength,
    });
  });
});

describe('service OTP', () => {
  it('needs exactly 6 digits', () => {
    for (const otp of ['', '12345', '1234567', '１２３４５６']) {
      expect(errorsOf(serviceOtpSchema, { otp })).toEqual({ otp: 'Enter Valid OTP' });
    }
  });
});

describe('customer support', () => {
  it('needs a first name and a phone number to call back', () => {
    expect(errorsOf(customerSupportSchema, {})).toEqual({
      firstName: customerSupportMessages.firstNameRequired,
      phone: customerSupportMessages.phoneRequired,
    });
  });
  it('limits the query to 2000 characters', () => {
    expect(
      errorsOf(customerSupportSchema, { ...validValues.customerSupport, query: 'x'.repeat(2001) }),
    ).toEqual({ query: 'Please keep this to 2000 characters or fewer' });
  });
});
