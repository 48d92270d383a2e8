import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { Inline } from './Inline.tsx';

const tags = (n: number) =>
  Array.from({ length: n }, (_, i) => `Item ${i + 1}`).map((label) => (
    <Box key={label} padding="sm" background="brandSoft" color="onBrandSoft" borderRadius="sm">
      {label}
    </Box>
  ));

const actions = [
  <Button key="back" tone="secondary">
    Back
  </Button>,
  <Button key="continue">Continue</Button>,
];

const meta = {
  title: 'Components/Inline',
  component: Inline,
  args: { children: tags(4) },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row with the default `md` gap (12 px). */
export const Row: Story = {
  play: async ({ canvasElement }) => {
    const [a, b] = within(canvasElement).getAllByText(/Item/);
    await expect(a!.getBoundingClientRect().top).toBe(b!.getBoundingClientRect().top);
    await expect(b!.getBoundingClientRect().left - a!.getBoundingClientRect().right).toBe(12);
  },
};

/** More items than fit: they wrap onto new lines, the gap kept between lines too. */
export const Wrapping: Story = {
  args: { gap: 'sm', children: tags(24) },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByText(/Item/);
    const tops = new Set(items.map((item) => item.getBoundingClientRect().top));
    await expect(tops.size).toBeGreaterThan(1);
  },
};

/** A form's actions, pushed to the end of the row. */
export const JustifyEnd: Story = {
  tags: ['visual-320'],
  args: { justify: 'end', children: actions },
};

export const JustifyBetween: Story = {
  args: { justify: 'between', children: actions },
};

export const AlignEnd: Story = {
  args: {
    align: 'end',
    children: [
      <Box key="tall" padding="xl" background="brandSoft" color="onBrandSoft">
        Tall
      </Box>,
      ...tags(2),
    ],
  },
};

/** Tiles of one height in each line: `align="stretch"`. */
export const AlignStretch: Story = {
  args: {
    align: 'stretch',
    children: ['Short', 'A longer tile, its text on more lines', 'Also short'].map((text) => (
      <Box
        key={text}
        padding="md"
        background="brandSoft"
        color="onBrandSoft"
        borderRadius="sm"
        style={{ width: '9rem' }}
      >
        {text}
      </Box>
    )),
  },
  play: async ({ canvasElement }) => {
    const [a, b] = within(canvasElement).getAllByText(/short|longer/i);
    await expect(a!.getBoundingClientRect().height).toBe(b!.getBoundingClientRect().height);
  },
};

/** A list of links or tags: `as="ul"` with `li` items. */
export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Topics',
    children: ['Loans', 'Payments', 'Mandates'].map((topic) => (
      <Box as="li" key={topic} padding="sm" background="surfaceAlt" borderRadius="sm">
        {topic}
      </Box>
    )),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** A column of full-width buttons on a phone, a row from tablet up (resize the viewport). */
export const CollapseBelowTablet: Story = {
  args: { collapseBelow: 'tablet', children: actions },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Box display="grid" gap="xl">
      <Inline>{tags(3)}</Inline>
      <Inline gap="xs">{tags(16)}</Inline>
      <Inline justify="center">{tags(2)}</Inline>
      <Inline justify="end">{actions}</Inline>
      <Inline justify="between">{actions}</Inline>
      <Inline align="start">
        <Box padding="xl" background="brandSoft" color="onBrandSoft">
          Tall
        </Box>
        {tags(2)}
      </Inline>
      <Inline collapseBelow="tablet">{actions}</Inline>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(6);
  },
};
