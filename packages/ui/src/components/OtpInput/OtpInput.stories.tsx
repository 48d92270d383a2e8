import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { resendCountdownLabels } from '../../hi/index.ts';
import { inHindi } from '../private/fixtures/in-hindi.tsx';
import { OtpInput } from './OtpInput.tsx';
import { ResendCountdown } from './ResendCountdown.tsx';

const meta = {
  title: 'Components/OtpInput',
  component: OtpInput,
  args: { label: 'Please Enter OTP', length: 6, onValueChange: fn(), onComplete: fn() },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Please Enter OTP' });
    await userEvent.type(field, '12a3');
    await expect(field).toHaveValue('123');
    await userEvent.keyboard('{Backspace}');
    await expect(field).toHaveValue('12');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('12');
    await userEvent.clear(field);
    await userEvent.paste('Your OTP is 042917');
    await expect(field).toHaveValue('042917');
    await expect(args.onComplete).toHaveBeenCalledWith('042917');
  },
};

export const FourDigits: Story = {
  args: { length: 4, defaultValue: '12' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Please Enter OTP' });
    // Typing after the last digit fills the rest; further typing is ignored.
    await userEvent.type(field, '3456', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    await expect(field).toHaveValue('1234');
  },
};

export const Filled: Story = { args: { defaultValue: '042917' } };

export const WithHint: Story = { args: { hint: 'We sent a 6-digit code to XXXXXX3210.' } };

export const Invalid: Story = {
  tags: ['visual-320'],
  args: { defaultValue: '123456', error: 'Invalid OTP Entered' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Please Enter OTP' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Invalid OTP Entered');
  },
};

export const Disabled: Story = { args: { defaultValue: '0429', disabled: true } };

/** The countdown is held at 59 s here (controlled) so the picture stays the same. */
export const WithResendCountdown: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <OtpInput {...args} />
      <ResendCountdown remaining={59} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Remaining Time:/)).toHaveTextContent('Remaining Time: 00:59s');
    await expect(canvas.getByRole('button', { name: 'Resend' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const ResendAvailable: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <OtpInput {...args} />
      <ResendCountdown seconds={0} onResend={args.onComplete as () => void} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('You can now request a new code.');
    const resend = canvas.getByRole('button', { name: 'Resend' });
    await expect(resend).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(resend);
    await expect(args.onComplete).toHaveBeenCalled();
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'start' }}>
      <OtpInput {...args} label="Empty" />
      <OtpInput {...args} label="Four digits" length={4} defaultValue="12" />
      <OtpInput {...args} label="Filled" defaultValue="042917" />
      <OtpInput {...args} label="Invalid" defaultValue="123456" error="Invalid OTP Entered" />
      <OtpInput {...args} label="Disabled" defaultValue="0429" disabled />
      <div style={{ display: 'grid', gap: 8, minWidth: 280 }}>
        <ResendCountdown remaining={59} />
        <ResendCountdown remaining={0} />
      </div>
    </div>
  ),
};

/** A Hindi label, hint and error, with the countdown and Resend in Hindi. */
export const InHindi: Story = {
  name: 'In Hindi',
  decorators: inHindi,
  args: { label: 'OTP डालें', defaultValue: '042', error: 'OTP सही नहीं है। फिर से डालें।' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <OtpInput {...args} />
      <ResendCountdown remaining={42} labels={resendCountdownLabels} />
      <ResendCountdown remaining={0} labels={resendCountdownLabels} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'OTP डालें' })).toBeInvalid();
    await expect(canvas.getAllByRole('button', { name: 'फिर से भेजें' })).toHaveLength(2);
  },
};
