import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inHindi } from '../private/fixtures/in-hindi.tsx';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Your message' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Your message' });
    await userEvent.type(area, 'Line one{Enter}Line two');
    await expect(area).toHaveValue('Line one\nLine two');
  },
};
export const WithHint: Story = { args: { hint: 'At most 500 characters', maxLength: 500 } };
export const WithError: Story = {
  tags: ['visual-320'],
  args: { error: 'Enter your message', required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription(
      'Enter your message',
    );
  },
};
export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'Submitted on 12 March 2026.' },
};
export const Disabled: Story = { args: { disabled: true } };

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <div style={{ display: 'grid', gap: 20, maxWidth: 480 }}>
      <TextArea label="Default" rows={3} />
      <TextArea label="With hint" hint="House, street and city" rows={3} />
      <TextArea label="Error" error="Enter your address" required rows={3} />
      <TextArea label="Read-only" readOnly defaultValue="Submitted on 12 March 2026." rows={3} />
      <TextArea label="Disabled" disabled rows={3} />
    </div>
  ),
};

/** Hindi label, typed text and hint. */
export const InHindi: Story = {
  name: 'In Hindi',
  decorators: inHindi,
  args: {
    label: 'आपका संदेश',
    hint: 'ज़्यादा से ज़्यादा 500 अक्षर',
    defaultValue: 'मेरी पिछली किस्त दो बार कट गई है। कृपया जाँच करके पैसा वापस करें।',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'आपका संदेश' })).toHaveValue(
      'मेरी पिछली किस्त दो बार कट गई है। कृपया जाँच करके पैसा वापस करें।',
    );
  },
};
