import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inHindi } from '../private/fixtures/in-hindi.tsx';
import { RadioGroup } from './RadioGroup.tsx';

const options = [
  { value: 'salaried', label: 'Salaried' },
  { value: 'self', label: 'Self-employed', hint: 'Business owner or professional' },
  { value: 'other', label: 'Other' },
];

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { label: 'Employment type', options, onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Salaried' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Self-employed/ })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('self');
  },
};
export const Selected: Story = { args: { defaultValue: 'salaried' } };
export const Horizontal: Story = {
  tags: ['visual-320'],
  args: {
    label: 'Loan for',
    direction: 'horizontal',
    options: [
      { value: 'petrol', label: 'Petrol bike' },
      { value: 'ev', label: 'Electric bike' },
      { value: 'battery', label: 'Battery' },
    ],
    defaultValue: 'ev',
  },
};
export const WithHint: Story = { args: { hint: 'This decides the documents we ask for.' } };
export const WithError: Story = {
  args: { error: 'Select your employment type', required: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Employment type' });
    await expect(group).toHaveAccessibleDescription('Select your employment type');
  },
};
export const DisabledOption: Story = {
  args: { options: [...options, { value: 'student', label: 'Student', disabled: true }] },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'other' } };

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <RadioGroup label="Default" options={options} />
      <RadioGroup
        label="Selected, with hint"
        hint="Choose one."
        options={options}
        defaultValue="self"
      />
      <RadioGroup
        label="Horizontal"
        direction="horizontal"
        options={options}
        defaultValue="other"
      />
      <RadioGroup label="Error" options={options} error="Select your employment type" required />
      <RadioGroup label="Disabled" options={options} disabled defaultValue="salaried" />
    </div>
  ),
};

/** Hindi options, with a hint and an error. */
export const InHindi: Story = {
  name: 'In Hindi',
  decorators: inHindi,
  args: {
    label: 'आप क्या काम करते हैं?',
    options: [
      { value: 'salaried', label: 'नौकरी' },
      { value: 'self', label: 'अपना काम', hint: 'दुकान, कारोबार या पेशेवर काम' },
      { value: 'other', label: 'कुछ और' },
    ],
    error: 'कोई एक विकल्प चुनें',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radio', { name: /अपना काम/ }),
    ).toBeInTheDocument();
  },
};
