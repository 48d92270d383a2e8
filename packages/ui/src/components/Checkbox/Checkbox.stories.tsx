import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inHindi } from '../private/fixtures/in-hindi.tsx';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Send me updates on WhatsApp', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: 'Send me updates on WhatsApp',
    });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};
export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = {
  args: { label: 'All branches', indeterminate: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBePartiallyChecked();
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };

/** The label can hold a link; following it does not toggle the box. */
export const WithLink: Story = {
  args: {
    required: true,
    label: (
      <>
        I agree to the <a href="#terms">terms and conditions</a>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'I agree to the terms and conditions' });
    await expect(canvas.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '#terms',
    );
    await userEvent.click(canvas.getByText(/I agree/));
    await expect(box).toBeChecked();
  },
};

export const WithError: Story = {
  tags: ['visual-320'],
  args: {
    label: 'I agree to be contacted',
    error: 'Please give your consent to continue',
    required: true,
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription('Please give your consent to continue');
  },
};

export const WithHint: Story = { args: { hint: 'We send at most one message a week.' } };

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Checkbox label="Unchecked" />
      <Checkbox label="Checked" defaultChecked />
      <Checkbox label="Indeterminate" indeterminate />
      <Checkbox label="Disabled" disabled />
      <Checkbox label="Disabled and checked" disabled defaultChecked />
      <Checkbox label="With hint" hint="We send at most one message a week." />
      <Checkbox
        label={
          <>
            I agree to the <a href="#terms">terms and conditions</a>
          </>
        }
        error="Please accept the terms to continue"
        required
      />
    </div>
  ),
};

/** Hindi label, hint and error, checked and not. */
export const InHindi: Story = {
  name: 'In Hindi',
  decorators: inHindi,
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Checkbox
        {...args}
        label="मुझे WhatsApp पर जानकारी भेजें"
        hint="आप कभी भी बंद कर सकते हैं"
        defaultChecked
      />
      <Checkbox {...args} label="मैं नियम और शर्तें मानता/मानती हूँ" error="आगे बढ़ने के लिए शर्तें माननी होंगी" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'मुझे WhatsApp पर जानकारी भेजें' }),
    ).toBeChecked();
  },
};
