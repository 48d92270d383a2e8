import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inHindi } from '../private/fixtures/in-hindi.tsx';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Full name', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'Asha Rao');
    await expect(input).toHaveValue('Asha Rao');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithHint: Story = {
  args: {
    label: 'Mobile number',
    hint: '10 digits, without +91',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription(
      '10 digits, without +91',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await expect(input).toBeRequired();
  },
};

export const WithError: Story = {
  tags: ['visual-320'],
  args: {
    label: 'Mobile number',
    hint: '10 digits',
    error: 'Enter a valid mobile number',
    defaultValue: '12345',
    required: true,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter a valid mobile number 10 digits');
  },
};

export const Placeholder: Story = {
  args: { label: 'E-mail', type: 'email', placeholder: 'name@example.com' },
};

export const ReadOnly: Story = {
  args: { label: 'Loan account number', readOnly: true, defaultValue: 'TW2024000123' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('TW2024000123');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Asha Rao' } };

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <div style={{ display: 'grid', gap: 20, maxWidth: 420 }}>
      <TextField label="Default" />
      <TextField label="With hint" hint="As on your PAN card" />
      <TextField label="Placeholder" placeholder="name@example.com" />
      <TextField label="Required" required />
      <TextField label="Error" error="Enter a valid mobile number" defaultValue="12345" />
      <TextField label="Read-only" readOnly defaultValue="TW2024000123" />
      <TextField label="Disabled" disabled defaultValue="Asha Rao" />
    </div>
  ),
};

/** Hindi label, typed value, hint and error: the matras of the typed text stay inside the box. */
export const InHindi: Story = {
  name: 'In Hindi',
  decorators: inHindi,
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <TextField
        {...args}
        label="पूरा नाम"
        hint="जैसा आपके आधार कार्ड पर लिखा है"
        defaultValue="प्रियंका कुमारी शुक्ला"
      />
      <TextField {...args} label="पिता का नाम" defaultValue="सुधीर" error="पूरा नाम लिखें" />
      <TextField {...args} label="गाँव या शहर" placeholder="जैसे: बिठूर" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'पूरा नाम' })).toHaveValue(
      'प्रियंका कुमारी शुक्ला',
    );
  },
};
