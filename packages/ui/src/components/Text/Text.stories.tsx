import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading, Text } from './Text.tsx';

const meta = {
  title: 'Components/Text',
  component: Text,
  args: { children: 'Borrow from ₹10,000 to ₹3,00,000 and repay in up to 48 months.' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Borrow/).tagName).toBe('P');
  },
};
export const Muted: Story = { args: { tone: 'muted', size: 'sm' } };
export const Strong: Story = { args: { weight: 'bold', as: 'strong' } };
export const Danger: Story = { args: { tone: 'danger' } };

/** Headings: the level sets the element (outline); the size may differ. */
export const Headings: Story = {
  render: () => (
    <div>
      {([1, 2, 3, 4, 5, 6] as const).map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Heading level 1',
    );
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Heading level={2} size="2xl">
        Two-wheeler loans
      </Heading>
      <Heading level={3} tone="brand">
        Features
      </Heading>
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Text key={size} size={size}>
          Text {size}: ₹1,00,000 at 18% for 24 months
        </Text>
      ))}
      {(['regular', 'medium', 'semibold', 'bold'] as const).map((weight) => (
        <Text key={weight} weight={weight}>
          Weight {weight}
        </Text>
      ))}
      {(['default', 'muted', 'brand', 'danger', 'success'] as const).map((tone) => (
        <Text key={tone} tone={tone}>
          Tone {tone}
        </Text>
      ))}
      <Text align="center">Centred</Text>
    </div>
  ),
};
