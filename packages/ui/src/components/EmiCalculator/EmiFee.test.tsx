import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmiCalculator } from './EmiCalculator.tsx';

const text = (testId: string) => screen.getByTestId(testId).textContent;
const feeBox = () => screen.getByRole('textbox', { name: 'Processing fee' }) as HTMLInputElement;

describe('EmiCalculator with the processing fee', () => {
  it('is off by default: no fee, no APR, the note about fees', () => {
    render(<EmiCalculator />);
    expect(screen.queryByRole('textbox', { name: 'Processing fee' })).toBeNull();
    expect(screen.queryByTestId('emi-apr')).toBeNull();
  });

  it('without a fee the APR is the rate and the whole amount is received', () => {
    render(<EmiCalculator withFee />);
    expect(text('emi-apr')).toBe('23.00%');
    expect(text('emi-net-disbursed')).toBe('₹1,00,000');
    expect(screen.getByText(/^APR is the yearly cost of the loan/)).toBeTruthy();
    expect(screen.getByText(/plus 18% GST/)).toBeTruthy();
  });

  it('raises the APR as the fee is typed, with its 18 % GST taken from the amount received', async () => {
    const user = userEvent.setup();
    render(<EmiCalculator withFee />);
    await user.clear(feeBox());
    await user.type(feeBox(), '2');
    // 2 % of ₹1,00,000 is ₹2,000, plus ₹360 GST.
    expect(text('emi-net-disbursed')).toBe('₹97,640');
    // 24.78 % and 25.70 %: checked by a bisection IRR outside this code.
    expect(text('emi-apr')).toBe('24.78%');
    expect(text('emi-value')).toBe('₹3,871');
    await user.clear(feeBox());
    await user.type(feeBox(), '3');
    expect(text('emi-apr')).toBe('25.70%');
  });

  it("gives an RBL Bank KFS's APR for its terms, the fee in rupees", async () => {
    const user = userEvent.setup();
    render(
      <EmiCalculator
        withFee
        defaultValue={{ amount: 47_000, rate: 21, tenure: 24, feeUnit: 'rupees' }}
      />,
    );
    await user.clear(feeBox());
    await user.type(feeBox(), '1175');
    expect(text('emi-net-disbursed')).toBe('₹45,613.50');
    expect(text('emi-apr')).toBe('24.15%');
  });

  it('converts the fee when its unit changes, and snaps an out-of-range fee when left', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<EmiCalculator withFee onValueChange={onValueChange} />);
    await user.clear(feeBox());
    await user.type(feeBox(), '2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fee in' }), 'rupees');
    expect(feeBox().value).toBe('2,000');
    expect(onValueChange).toHaveBeenLastCalledWith({
      amount: 100_000,
      rate: 23,
      tenure: 36,
      fee: 2_000,
      feeUnit: 'rupees',
    });
    await user.clear(feeBox());
    await user.type(feeBox(), '50000');
    await user.tab();
    // A rupee fee is at most a tenth of the amount.
    expect(feeBox().value).toBe('10,000');
  });

  it('is controlled like the other inputs', () => {
    const { rerender } = render(
      <EmiCalculator withFee value={{ amount: 100_000, rate: 18, tenure: 24, fee: 1 }} />,
    );
    const first = text('emi-apr');
    rerender(<EmiCalculator withFee value={{ amount: 100_000, rate: 18, tenure: 24, fee: 4 }} />);
    expect(feeBox().value).toBe('4');
    expect(text('emi-apr')).not.toBe(first);
    expect(Number.parseFloat(text('emi-apr') ?? '')).toBeGreaterThan(
      Number.parseFloat(first ?? ''),
    );
  });
});
