import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { aadhaarFieldLabels } from '../../hi/index.ts';
import { inHindi } from '../private/fixtures/in-hindi.tsx';
import { AadhaarField } from './AadhaarField.tsx';

const meta = {
  title: 'Components/AadhaarField',
  component: AadhaarField,
  args: {
    label: 'Aadhaar number',
    hint: '12 digits, as on your Aadhaar card',
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AadhaarField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: no Show button until there is something to show. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Aadhaar number' })).toHaveValue('');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Typing: digits only, at most 12, shown as typed while the field has focus. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Aadhaar number' });
    await userEvent.type(input, '2341-2341 23469');
    await expect(input).toHaveValue('234123412346');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('234123412346');
  },
};

/** Complete and left: only the last 4 digits show. */
export const Masked: Story = {
  args: { defaultValue: '234123412346' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Aadhaar number' });
    await expect(input).toHaveValue('XXXX XXXX 2346');
    await userEvent.click(input);
    await expect(input).toHaveValue('234123412346');
    await userEvent.tab();
    await expect(input).toHaveValue('XXXX XXXX 2346');
  },
};

/** Revealed by its owner with Show; Hide masks it again. */
export const Revealed: Story = {
  tags: ['visual-320'],
  args: { defaultValue: '234123412346', defaultRevealed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Aadhaar number' });
    await expect(input).toHaveValue('234123412346');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide Aadhaar number' }));
    await expect(input).toHaveValue('XXXX XXXX 2346');
    await expect(canvas.getByText('Your Aadhaar number is hidden')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show Aadhaar number' }));
    await expect(input).toHaveValue('234123412346');
  },
};

/** Incomplete and left: the digits stay visible, so the mistake can be seen. */
export const Incomplete: Story = {
  args: { defaultValue: '23412341', error: 'Please enter a valid 12-digit Aadhaar number' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Aadhaar number' });
    await expect(input).toHaveValue('23412341');
    await expect(input).toBeInvalid();
  },
};

export const Disabled: Story = { args: { defaultValue: '234123412346', disabled: true } };

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <div style={{ display: 'grid', gap: 20 }}>
      <AadhaarField label="Empty" />
      <AadhaarField label="Partly typed" defaultValue="2341234" />
      <AadhaarField label="Masked" defaultValue="234123412346" />
      <AadhaarField label="Revealed" defaultValue="234123412346" defaultRevealed />
      <AadhaarField
        label="With error"
        defaultValue="234123412345"
        error="Please enter a valid 12-digit Aadhaar number"
      />
      <AadhaarField label="Disabled" defaultValue="234123412346" disabled />
    </div>
  ),
};

/** Hindi words and labels; the number shows with the Hide button (matras above and below the line). */
export const InHindi: Story = {
  name: 'In Hindi',
  decorators: inHindi,
  args: {
    label: 'आधार नंबर',
    hint: 'आधार कार्ड पर लिखे 12 अंक',
    defaultValue: '234123412346',
    defaultRevealed: true,
    labels: aadhaarFieldLabels,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'आधार नंबर' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'आधार नंबर छिपाएँ' })).toHaveTextContent('छिपाएँ');
  },
};
