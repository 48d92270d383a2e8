import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from './Box.tsx';

const meta = {
  title: 'Components/Box',
  component: Box,
  args: {
    padding: 'lg',
    background: 'surfaceAlt',
    borderRadius: 'md',
    children: 'A box with padding lg',
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Brand: Story = {
  args: { background: 'brand', color: 'onBrand', children: 'Brand background, onBrand text' },
};

/** Padding grows with the screen: `sm` on mobile, `xl` from tablet, `3xl` from desktop. */
export const ResponsivePadding: Story = {
  args: {
    padding: { mobile: 'sm', tablet: 'xl', desktop: '3xl' },
    children: 'Responsive padding',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText('Responsive padding');
    const expected = window.innerWidth >= 1024 ? '48px' : window.innerWidth >= 768 ? '24px' : '8px';
    await expect(getComputedStyle(box).paddingTop).toBe(expected);
  },
};

export const Flex: Story = {
  args: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 'md' },
  render: (args) => (
    <Box {...args}>
      <span>Start</span>
      <span>End</span>
    </Box>
  ),
};

const backgrounds = [
  'surface',
  'surfaceAlt',
  'brandSoft',
  'brand',
  'accent',
  'inverse',
  'dangerSoft',
  'successSoft',
] as const;
const onColour = {
  surface: 'text',
  surfaceAlt: 'text',
  brandSoft: 'onBrandSoft',
  brand: 'onBrand',
  accent: 'onAccent',
  inverse: 'onInverse',
  dangerSoft: 'danger',
  successSoft: 'success',
} as const;

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Box display="grid" gap="md">
      {backgrounds.map((background) => (
        <Box
          key={background}
          padding="md"
          background={background}
          color={onColour[background]}
          borderRadius="md"
        >
          {background} / {onColour[background]}
        </Box>
      ))}
      <Box
        padding={{ mobile: 'sm', desktop: '2xl' }}
        background="surfaceAlt"
        textAlign="center"
        borderRadius="lg"
      >
        responsive padding, centred text
      </Box>
    </Box>
  ),
};
