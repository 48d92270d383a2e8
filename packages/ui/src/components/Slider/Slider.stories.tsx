import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, within } from 'storybook/test';
import { formatRupees } from '../../format/number.ts';
import { inHindi } from '../private/fixtures/in-hindi.tsx';
import { Slider } from './Slider.tsx';

const meta = {
  title: 'Components/Slider',
  component: Slider,
  args: {
    label: 'Loan amount',
    min: 10000,
    max: 300000,
    step: 1000,
    defaultValue: 100000,
    formatValue: (n: number) => formatRupees(n),
    onValueChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Amount: Story = {
  tags: ['visual-320'],
  play: async ({ canvasElement, args }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Loan amount' });
    await expect(slider).toHaveAttribute('aria-valuetext', '₹1,00,000');
    fireEvent.change(slider, { target: { value: '150000' } });
    await expect(args.onValueChange).toHaveBeenCalledWith(150000);
    await expect(slider).toHaveAttribute('aria-valuetext', '₹1,50,000');
    await expect(within(canvasElement).getByText('₹1,50,000')).toBeVisible();
  },
};

export const Rate: Story = {
  args: {
    label: 'Interest rate',
    min: 8,
    max: 40,
    step: 0.25,
    defaultValue: 23,
    formatValue: (n: number) => `${n.toFixed(2)}% p.a.`,
  },
};

export const Tenure: Story = {
  args: {
    label: 'Tenure',
    min: 6,
    max: 60,
    step: 1,
    defaultValue: 36,
    formatValue: (n: number) => `${n} months`,
  },
};

export const WithHint: Story = { args: { hint: 'Indicative, excluding fees' } };
export const WithError: Story = {
  args: { error: 'The most we lend for this product is ₹2,00,000', defaultValue: 250000 },
};
export const WithoutRange: Story = { args: { showRange: false } };
export const Disabled: Story = { args: { disabled: true } };

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Slider {...args} label="At the minimum" defaultValue={10000} />
      <Slider {...args} label="In the middle" defaultValue={155000} />
      <Slider {...args} label="At the maximum" defaultValue={300000} />
      <Slider {...args} label="With hint" hint="Indicative, excluding fees" />
      <Slider
        {...args}
        label="Error"
        error="The most we lend for this product is ₹2,00,000"
        defaultValue={250000}
      />
      <Slider {...args} label="Disabled" disabled />
    </div>
  ),
};

/** A Hindi label and hint; the value in Indian grouping. */
export const InHindi: Story = {
  name: 'In Hindi',
  decorators: inHindi,
  args: { label: 'लोन की रकम', hint: '₹10,000 से ₹3,00,000' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('slider', { name: 'लोन की रकम' }),
    ).toBeInTheDocument();
  },
};
