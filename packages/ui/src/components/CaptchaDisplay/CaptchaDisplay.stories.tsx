import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CaptchaDisplay } from './CaptchaDisplay.tsx';

// An image like the API's (200 × 60 SVG), fixed so the picture never changes.
const apiLikeSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60" viewBox="0 0 200 60"><rect width="200" height="60" fill="#f4f6fb"/><path d="M5 40 Q60 5 120 35 T195 20" stroke="#1546a0" stroke-opacity="0.35" stroke-width="2" fill="none"/><path d="M0 15 Q80 55 200 45" stroke="#b42318" stroke-opacity="0.3" stroke-width="1.5" fill="none"/><g fill="#14213d" font-family="monospace" font-size="30" font-weight="700"><text x="18" y="42" transform="rotate(-8 30 30)">7</text><text x="52" y="40" transform="rotate(10 60 30)">K</text><text x="88" y="44" transform="rotate(-4 96 30)">2</text><text x="122" y="38" transform="rotate(12 130 30)">p</text><text x="156" y="42" transform="rotate(-12 164 30)">9</text></g></svg>';

const meta = {
  title: 'Components/CaptchaDisplay',
  component: CaptchaDisplay,
  args: { src: apiLikeSvg, onRefresh: fn() },
} satisfies Meta<typeof CaptchaDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Security code' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Get a new captcha' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading a new captcha…');
    await userEvent.click(canvas.getByRole('button', { name: 'Get a new captcha' }));
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

export const LoadFailed: Story = {
  args: { src: '/no-such-captcha.svg' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Could not load the captcha. Try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again.' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** Text mode (the weaker option: the answer is in the page). The seed keeps the picture stable. */
export const TextMode: Story = {
  args: { src: undefined, text: 'aB3dE9', seed: 4 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Security code: a B 3 d E 9' }),
    ).toBeInTheDocument();
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
      <CaptchaDisplay {...args} />
      <CaptchaDisplay {...args} loading />
      <CaptchaDisplay {...args} error />
      <CaptchaDisplay {...args} src={undefined} text="aB3dE9" seed={4} />
      <CaptchaDisplay {...args} src={undefined} text="Xq72Lm" seed={11} />
    </div>
  ),
};
