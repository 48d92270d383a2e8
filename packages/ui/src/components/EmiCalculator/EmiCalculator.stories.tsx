import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { emiCalculatorLabels } from '../../hi/index.ts';
import { inHindi } from '../private/fixtures/in-hindi.tsx';
import { EmiCalculator, type EmiValue } from './EmiCalculator.tsx';

const meta = {
  title: 'Components/EmiCalculator',
  component: EmiCalculator,
  args: { onValueChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EmiCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product decisions' defaults: ₹1,00,000 at 23 % for 36 months. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'EMI Calculator' })).toBeVisible();
    await expect(canvas.getByTestId('emi-value')).toHaveTextContent('₹3,871');
  },
};

/** The check of the product decisions: ₹1,00,000 at 18 % for 24 months is ₹4,992 a month. */
export const TypedValues: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rate = canvas.getByRole('textbox', { name: 'Rate of Interest (%)' });
    await userEvent.clear(rate);
    await userEvent.type(rate, '18');
    const tenure = canvas.getByRole('textbox', { name: 'Loan Tenure (Months)' });
    await userEvent.clear(tenure);
    await userEvent.type(tenure, '24');
    await expect(canvas.getByTestId('emi-value')).toHaveTextContent('₹4,992');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      amount: 100_000,
      rate: 18,
      tenure: 24,
    });
  },
};

/** Each slider says its value in words and moves its number box (keys: see the site's e2e). */
export const Sliders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('slider', { name: 'Loan Amount' });
    fireEvent.change(amount, { target: { value: '299000' } });
    await expect(amount).toHaveAttribute('aria-valuetext', '₹2,99,000');
    await expect(canvas.getByRole('textbox', { name: 'Loan Amount' })).toHaveValue('2,99,000');
  },
};

/** The amortisation schedule open: month, principal, interest, EMI and balance, ending at ₹0. */
export const ScheduleOpen: Story = {
  args: { defaultValue: { amount: 100_000, rate: 18, tenure: 24 }, scheduleDefaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table')).getAllByRole('row');
    await expect(rows).toHaveLength(25);
    await expect(rows.at(-1)).toHaveTextContent(/₹0$/);
  },
};

/** Out-of-range typing waits; leaving the box brings it into the range. */
export const OutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tenure = canvas.getByRole('textbox', { name: 'Loan Tenure (Months)' });
    await userEvent.clear(tenure);
    await userEvent.type(tenure, '99');
    await userEvent.tab();
    await expect(tenure).toHaveValue('60');
  },
};

/** Controlled by its owner, with narrower ranges (e.g. a product that lends up to ₹50,000). */
export const Controlled: Story = {
  render: (args) => {
    const [value, setValue] = useState<EmiValue>({ amount: 30_000, rate: 25, tenure: 12 });
    return (
      <EmiCalculator
        {...args}
        value={value}
        onValueChange={setValue}
        ranges={{ amount: { min: 10_000, max: 50_000, step: 1_000 } }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₹10,000 to ₹50,000')).toBeVisible();
    await expect(canvas.getByTestId('emi-value')).toHaveTextContent('₹2,851');
  },
};

/** The optional processing fee: 2 % plus 18 % GST takes the APR from 23.00 % to 24.78 %. */
export const WithProcessingFee: Story = {
  tags: ['visual-320'],
  args: { withFee: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('emi-apr')).toHaveTextContent('23.00%');
    const fee = canvas.getByRole('textbox', { name: 'Processing fee' });
    await userEvent.clear(fee);
    await userEvent.type(fee, '2');
    await expect(canvas.getByTestId('emi-apr')).toHaveTextContent('24.78%');
    await expect(canvas.getByTestId('emi-net-disbursed')).toHaveTextContent('₹97,640');
  },
};

/** A fee in rupees: an RBL Bank KFS's terms (₹47,000, 21 %, 24 months, ₹1,175 + GST) → 24.15 %. */
export const WithRupeeFee: Story = {
  args: {
    withFee: true,
    defaultValue: { amount: 47_000, rate: 21, tenure: 24, fee: 1_175, feeUnit: 'rupees' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('emi-apr')).toHaveTextContent('24.15%');
    await expect(canvas.getByTestId('emi-net-disbursed')).toHaveTextContent('₹45,613.50');
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <EmiCalculator {...args} />
      <EmiCalculator
        {...args}
        headingLevel={3}
        labels={{ heading: 'Battery Loan EMI' }}
        defaultValue={{ amount: 10_000, rate: 8, tenure: 6 }}
        scheduleDefaultOpen
      />
    </div>
  ),
};

/** Every word of the calculator in Hindi, with the fee and the schedule open. */
export const InHindi: Story = {
  name: 'In Hindi',
  decorators: inHindi,
  args: { withFee: true, scheduleDefaultOpen: true, labels: emiCalculatorLabels },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'EMI कैलकुलेटर' })).toBeInTheDocument();
    await expect(canvas.getByRole('slider', { name: 'लोन की रकम' })).toBeInTheDocument();
    await expect(canvas.getByText('₹10,000 से ₹3,00,000')).toBeInTheDocument();
  },
};
