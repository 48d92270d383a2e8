import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { Stack } from './Stack.tsx';

const items = (n: number) =>
  Array.from({ length: n }, (_, i) => `Item ${i + 1}`).map((label) => (
    <Box key={label} padding="md" background="brandSoft" color="onBrandSoft" borderRadius="sm">
      {label}
    </Box>
  ));

const meta = {
  title: 'Components/Stack',
  component: Stack,
  args: { children: items(3) },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ canvasElement }) => {
    const [a, b] = within(canvasElement).getAllByText(/Item/);
    await expect(b!.getBoundingClientRect().top - a!.getBoundingClientRect().bottom).toBe(16);
  },
};

export const Horizontal: Story = {
  args: { direction: 'horizontal', gap: 'sm' },
  play: async ({ canvasElement }) => {
    const [a, b] = within(canvasElement).getAllByText(/Item/);
    await expect(a!.getBoundingClientRect().top).toBe(b!.getBoundingClientRect().top);
  },
};

export const Wrapping: Story = {
  args: { direction: 'horizontal', wrap: true, gap: 'sm', children: items(12) },
};

/** A column on mobile, a row from tablet up. */
export const Responsive: Story = {
  args: { direction: { mobile: 'vertical', tablet: 'horizontal' } },
};

export const Buttons: Story = {
  tags: ['visual-320'],
  args: {
    direction: 'horizontal',
    justify: 'end',
    gap: 'sm',
    children: [
      <Button key="c" tone="secondary">
        Cancel
      </Button>,
      <Button key="s">Submit</Button>,
    ],
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Stack gap="xl">
      <Stack>{items(2)}</Stack>
      <Stack direction="horizontal" gap="sm">
        {items(3)}
      </Stack>
      <Stack direction="horizontal" justify="between">
        {items(2)}
      </Stack>
      <Stack direction="horizontal" justify="center" align="end" gap="xs">
        {items(2)}
      </Stack>
      <Stack direction="horizontal" wrap gap="xs">
        {items(10)}
      </Stack>
    </Stack>
  ),
};
