import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

// Plain Node, outside Vitest: no DOM, no bundler, the package resolved by name and its
// TypeScript source run through Node's type stripping, the way apps/api imports it.
const script = `
import * as forms from '@company/forms';
import * as adapter from '@company/forms/final-form';
const report = {
  window: typeof window,
  document: typeof document,
  htmlElement: typeof globalThis.HTMLElement,
  pan: forms.pan('ABCPE1234F'),
  aadhaar: forms.aadhaar('234123412346'),
  lead: forms.leadSchema.validateSync({ name: ' Ravi ', phone: '9876543210' }),
  mandate: forms.mandateRegistrationFirstError({ lan: 'TW1', reLan: 'TW2' }),
  enquiry: forms.fieldErrors(forms.enquirySchema, { idType: 'PAN', pan: 'abc' }),
  adapter: adapter.validateWithSchema(forms.nocAddressSchema)({ pincode: '411001' }),
  parse: adapter.digitsOnly(10)('+91 98765 43210'),
};
process.stdout.write(JSON.stringify(report));
`;

describe('plain Node', () => {
  it('imports the package and both entries work without a DOM', () => {
    const output = execFileSync(process.execPath, ['--input-type=module', '--eval', script], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    const report = JSON.parse(output);
    expect(report).toMatchObject({
      window: 'undefined',
      document: 'undefined',
      htmlElement: 'undefined',
      pan: true,
      aadhaar: true,
      lead: { name: 'Ravi', phone: '9876543210' },
      mandate: 'Enter valid Re-LAN',
      enquiry: { pan: 'Please enter a valid PAN, for example ABCPE1234F' },
      adapter: { house: 'Please enter House / Flat / Block No' },
      parse: '9198765432',
    });
    expect(report.enquiry.city).toBe('Please Select Correct City');
  });
});
