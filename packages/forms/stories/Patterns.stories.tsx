import {
  aadhaar,
  alphanumeric,
  careMobile,
  digitsOnly,
  email,
  indianMobile,
  maskAadhaar,
  maskEmail,
  maskMobile,
  mobile10,
  numeric,
  otp,
  pan,
  personName,
  pincode,
  upperCase,
} from '@company/forms';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PatternField } from './PatternField.tsx';

const meta = {
  title: 'Forms/Patterns',
  component: PatternField,
  parameters: {
    docs: {
      description: {
        component:
          'Every pattern of `@company/forms`, live. Type into a field to see whether the value ' +
          'matches. Fields that the spec limits to digits use `digitsOnly(max)` as their parser, ' +
          'so other characters are dropped as you type; the PAN field upper-cases as you type. ' +
          'Only ASCII digits count as digits: `٣` and `３` never match.',
      },
    },
  },
} satisfies Meta<typeof PatternField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types a valid value, then an invalid one, and checks what the visitor is told each time. */
function checks(valid: string, invalid: string): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(/^Empty$/);
    await userEvent.type(input, valid);
    await expect(status).toHaveTextContent(/^Valid$/);
    await expect(input).toHaveAttribute('aria-invalid', 'false');
    await userEvent.clear(input);
    await userEvent.type(input, invalid);
    await expect(status).toHaveTextContent(/^Not valid$/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  };
}

export const Email: Story = {
  args: {
    label: 'Email address',
    pattern: email,
    mask: maskEmail,
    hint: 'No spaces, e.g. ravi.kumar@example.com',
    inputMode: 'email',
  },
  play: checks('ravi.kumar@example.com', 'ravi kumar@example'),
};

export const Alphanumeric: Story = {
  args: {
    label: 'Letters, digits and dots',
    pattern: alphanumeric,
    hint: 'e.g. TW.2024.0001',
  },
  play: checks('TW.2024.0001', 'TW-2024'),
};

export const Numeric: Story = {
  args: {
    label: 'Number',
    pattern: numeric,
    hint: 'Optional sign, digits, optional decimal part, e.g. -12.50',
  },
  play: checks('-12.50', '1e5'),
};

export const IndianMobile: Story = {
  name: 'Indian mobile',
  args: {
    label: 'Mobile number',
    pattern: indianMobile,
    mask: maskMobile,
    hint: 'Optional +91 and a space or hyphen, optional 0 or 91, then 10 digits starting 6–9',
    inputMode: 'tel',
  },
  play: checks('+91 9876543210', '+91 5876543210'),
};

export const CareMobile: Story = {
  name: 'Customer care mobile',
  args: {
    label: 'Mobile number (customer care)',
    pattern: careMobile,
    parse: digitsOnly(12),
    mask: maskMobile,
    hint: 'Optional 0, 91, 1 or 44, then 10 digits starting 6–9, e.g. 919876543210',
    inputMode: 'numeric',
  },
  play: checks('919876543210', '929876543210'),
};

export const Mobile10: Story = {
  name: '10-digit mobile',
  args: {
    label: 'Mobile number (enquiry)',
    pattern: mobile10,
    parse: digitsOnly(10),
    mask: maskMobile,
    hint: 'Exactly 10 digits starting 6–9; typing stops at 10',
    inputMode: 'numeric',
  },
  play: checks('9876543210', '5876543210'),
};

export const Pan: Story = {
  name: 'PAN',
  args: {
    label: 'PAN',
    pattern: pan,
    parse: upperCase,
    hint: '3 letters, P, 1 letter, 4 digits, 1 letter, e.g. ABCPE1234F',
  },
  play: checks('abcpe1234f', 'ABCCE1234F'),
};

export const Aadhaar: Story = {
  args: {
    label: 'Aadhaar number',
    pattern: aadhaar,
    parse: digitsOnly(12),
    mask: maskAadhaar,
    hint: '12 digits, first 2–9, with a valid check digit, e.g. 234123412346',
    inputMode: 'numeric',
  },
  play: checks('234123412346', '234123412347'),
};

export const Pincode: Story = {
  args: {
    label: 'Pincode',
    pattern: pincode,
    parse: digitsOnly(6),
    hint: '6 digits, not starting with 0, e.g. 411001',
    inputMode: 'numeric',
  },
  play: checks('411001', '011001'),
};

export const PersonName: Story = {
  name: 'Person name',
  args: {
    label: 'Full name',
    pattern: personName,
    hint: 'Letters and single spaces, e.g. Ravi Kumar',
  },
  play: checks('Ravi Kumar', 'Ravi  Kumar2'),
};

export const Otp6: Story = {
  name: 'OTP (6 digits)',
  args: {
    label: 'One-time password',
    pattern: otp(6),
    parse: digitsOnly(6),
    hint: 'Exactly 6 digits (customer care and enquiry)',
    inputMode: 'numeric',
  },
  play: checks('042917', '42917'),
};

export const Otp4: Story = {
  name: 'OTP (4 digits)',
  args: {
    label: 'One-time password',
    pattern: otp(4),
    parse: digitsOnly(4),
    hint: 'Exactly 4 digits (contact page)',
    inputMode: 'numeric',
  },
  play: checks('0042', '004'),
};
