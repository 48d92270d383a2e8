import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmiCalculator } from './EmiCalculator.tsx';

const emi = () => screen.getByTestId('emi-value').textContent;

describe('EmiCalculator', () => {
  it('shows the default loan: ₹1,00,000 at 23 % for 36 months', () => {
    render(<EmiCalculator />);
    expect(screen.getByRole('heading', { name: 'EMI Calculator' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Loan Amount' }) as HTMLInputElement).value).toBe(
      '1,00,000',
    );
    expect(emi()).toBe('₹3,871');
    expect(screen.getByTestId('emi-total-payable').textContent).toMatch(/^₹1,39,/);
    expect(screen.getByText(/indicative and exclude fees/)).toBeTruthy();
  });

  it('computes ₹4,992 for ₹1,00,000 at 18 % for 24 months, live as the boxes change', async () => {
    const user = userEvent.setup();
    render(<EmiCalculator />);
    const rate = screen.getByRole('textbox', { name: 'Rate of Interest (%)' });
    await user.clear(rate);
    await user.type(rate, '18');
    const tenure = screen.getByRole('textbox', { name: 'Loan Tenure (Months)' });
    await user.clear(tenure);
    await user.type(tenure, '24');
    expect(emi()).toBe('₹4,992');
  });

  it('moves with the sliders, which are named like their boxes and speak their values', () => {
    render(<EmiCalculator />);
    const amount = screen.getByRole('slider', { name: 'Loan Amount' });
    expect(amount.getAttribute('aria-valuetext')).toBe('₹1,00,000');
    fireEvent.change(amount, { target: { value: '300000' } });
    expect(amount.getAttribute('aria-valuetext')).toBe('₹3,00,000');
    expect((screen.getByRole('textbox', { name: 'Loan Amount' }) as HTMLInputElement).value).toBe(
      '3,00,000',
    );
    expect(emi()).toBe('₹11,613');
  });

  it('clamps out-of-range typing to the range when the box is left', async () => {
    const user = userEvent.setup();
    render(<EmiCalculator />);
    const amount = screen.getByRole('textbox', { name: 'Loan Amount' });
    await user.clear(amount);
    await user.type(amount, '5000000');
    // Live up to the last possible value typed (50000); 5000000 is out of range and waits.
    expect(emi()).toBe('₹1,935');
    await user.tab();
    expect((amount as HTMLInputElement).value).toBe('3,00,000');
    expect(emi()).toBe('₹11,613');
  });

  it('lists the schedule as a table whose balance ends at zero', async () => {
    const user = userEvent.setup();
    render(<EmiCalculator defaultValue={{ amount: 100_000, rate: 18, tenure: 24 }} />);
    await user.click(screen.getByText('Amortisation schedule', { selector: 'summary' }));
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(25);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['₹3,492', '₹1,500', '₹4,992', '₹96,508']);
    expect(rows.at(-1)?.textContent?.endsWith('₹0')).toBe(true);
  });

  it('works controlled', () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <EmiCalculator
        value={{ amount: 50_000, rate: 12, tenure: 12 }}
        onValueChange={onValueChange}
      />,
    );
    expect(emi()).toBe('₹4,442');
    fireEvent.change(screen.getByRole('slider', { name: 'Loan Tenure (Months)' }), {
      target: { value: '24' },
    });
    expect(onValueChange).toHaveBeenCalledWith({ amount: 50_000, rate: 12, tenure: 24 });
    expect(emi()).toBe('₹4,442'); // the owner decides
    rerender(<EmiCalculator value={{ amount: 50_000, rate: 12, tenure: 24 }} />);
    expect(emi()).toBe('₹2,354');
  });
});
