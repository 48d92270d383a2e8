import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Container } from './Container.tsx';

const content = (label: string) => (
  <Box padding="md" background="brandSoft" color="onBrandSoft">
    {label}
  </Box>
);

const meta = {
  title: 'Components/Container',
  component: Container,
  args: { children: content('Page content, at most 1280 px wide') },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Large: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText(/Page content/).parentElement!;
    await expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(1280);
  },
};
export const Medium: Story = {
  args: { size: 'md', children: content('Form width, at most 960 px') },
};
export const Small: Story = {
  args: { size: 'sm', children: content('Text column, at most 720 px') },
};
export const Full: Story = { args: { size: 'full', children: content('Full width, padded') } };

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Box display="grid" gap="md" paddingY="md">
      {(['sm', 'md', 'lg', 'full'] as const).map((size) => (
        <Container key={size} size={size}>
          {content(`size ${size}`)}
        </Container>
      ))}
    </Box>
  ),
};
