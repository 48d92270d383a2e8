import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inHindi } from '../private/fixtures/in-hindi.tsx';
import { Button } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Apply Now', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Apply Now' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Secondary: Story = { args: { tone: 'secondary' } };
export const Accent: Story = { args: { tone: 'accent' } };
export const Ghost: Story = { args: { tone: 'ghost' } };
export const Disabled: Story = { args: { disabled: true } };
export const Busy: Story = {
  args: { busy: true, children: 'Submitting…' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Submitting…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {(['primary', 'secondary', 'accent', 'ghost'] as const).map((tone) =>
        (['sm', 'md', 'lg'] as const).map((size) => (
          <Button key={`${tone}-${size}`} {...args} tone={tone} size={size}>
            {tone} {size}
          </Button>
        )),
      )}
      <Button {...args} disabled>
        disabled
      </Button>
      <Button {...args} busy>
        busy
      </Button>
    </div>
  ),
};

/** Hindi words in every tone and size: the matras (ि ी ु ू ृ) stay inside the button. */
export const InHindi: Story = {
  name: 'In Hindi',
  decorators: inHindi,
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {(['primary', 'secondary', 'accent', 'ghost'] as const).map((tone) =>
        (['sm', 'md', 'lg'] as const).map((size) => (
          <Button key={`${tone}-${size}`} {...args} tone={tone} size={size}>
            अभी आवेदन करें
          </Button>
        )),
      )}
      <Button {...args} disabled>
        जमा किया जा रहा है
      </Button>
      <Button {...args} busy>
        भेजा जा रहा है…
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByRole('button', { name: 'अभी आवेदन करें' }),
    ).toHaveLength(12);
  },
};
