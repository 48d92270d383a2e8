import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inHindi } from '../private/fixtures/in-hindi.tsx';
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

/** Headings and paragraphs in Hindi at each size: conjuncts and matras at every line height. */
export const InHindi: Story = {
  name: 'In Hindi',
  decorators: inHindi,
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Heading level={1}>आसान टू-व्हीलर लोन, छोटे शहरों के लिए</Heading>
      <Heading level={2}>ज़रूरी कागज़ात और प्रक्रिया</Heading>
      <Heading level={3}>कितनी EMI बनेगी?</Heading>
      <Text>
        ₹10,000 से ₹3,00,000 तक का लोन लें और 48 महीने तक में चुकाएँ। ब्याज घटती बकाया रकम पर लगता है।
      </Text>
      <Text size="sm" tone="muted">
        ये आँकड़े सिर्फ़ अंदाज़े के लिए हैं। आपकी असली सालाना दर मुख्य तथ्य विवरण में लिखी होगी।
      </Text>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'आसान',
    );
  },
};
