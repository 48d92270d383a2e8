import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { captchaDisplayLabels } from '../../hi/index.ts';
import { Card } from '../Card/Card.tsx';
import { inHindi } from '../private/fixtures/in-hindi.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { CaptchaDisplay } from './CaptchaDisplay.tsx';

// An image like the API's (200 × 60 SVG), fixed so the picture never changes.
const apiLikeSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60" viewBox="0 0 200 60"><rect width="200" height="60" fill="#f4f6fb"/><path d="M5 40 Q60 5 120 35 T195 20" stroke="#1546a0" stroke-opacity="0.35" stroke-width="2" fill="none"/><path d="M0 15 Q80 55 200 45" stroke="#b42318" stroke-opacity="0.3" stroke-width="1.5" fill="none"/><g fill="#14213d"><path transform="rotate(-8 30 30)" d="M20 23.9L20 20.1L33.8 20.1L33.8 23.2L26.4 42L22 42L29.1 23.9"/><path transform="rotate(10 60 30)" d="M53.7 40L53.7 18.1L58 18.1L58 26.8L64.8 18.1L69.7 18.1L62.8 26.7L69.9 40L65.1 40L60 30.2L58 32.6L58 40"/><path transform="rotate(-4 96 30)" d="M94.4 40.2L103.6 40.2L103.6 44L89.7 44L89.7 40.3L92 37.8Q96.2 33.4 97.1 32.4Q98.2 31.1 98.7 30.1Q99.2 29.1 99.2 28.2Q99.2 26.7 98.3 25.9Q97.4 25.1 95.8 25.1Q94.6 25.1 93.2 25.6Q91.7 26.1 90.2 26.9L90.2 22.9Q91.7 22.3 93.2 22Q94.7 21.7 96.1 21.7Q99.6 21.7 101.6 23.4Q103.5 25 103.5 27.8Q103.5 29.1 103.1 30.2Q102.7 31.3 101.6 32.7Q100.8 33.7 97.4 37.2Q95.5 39.1 94.4 40.2"/><path transform="rotate(12 130 30)" d="M128.5 35.7L128.5 44.2L124.2 44.2L124.2 21.6L128.5 21.6L128.5 24.1Q129.1 22.6 130.2 21.9Q131.3 21.2 132.8 21.2Q135.6 21.2 137.2 23.5Q138.7 25.7 138.7 29.8Q138.7 34 137.2 36.2Q135.6 38.4 132.7 38.4Q131.4 38.4 130.3 37.7Q129.3 37.1 128.5 35.7M134.5 29.8Q134.5 27.4 133.7 26.1Q132.9 24.7 131.5 24.7Q130.1 24.7 129.3 26.1Q128.5 27.4 128.5 29.8Q128.5 32.2 129.3 33.5Q130.1 34.9 131.5 34.9Q132.9 34.9 133.7 33.5Q134.5 32.2 134.5 29.8"/><path transform="rotate(-12 164 30)" d="M159 41.7L159 37.8Q160.1 38.4 161.2 38.8Q162.3 39.1 163.2 39.1Q165.6 39.1 166.8 37.5Q168 36 168.1 32.9Q167.4 33.8 166.3 34.3Q165.3 34.8 163.8 34.8Q160.8 34.8 159.2 32.9Q157.6 31 157.6 27.6Q157.6 23.9 159.4 21.9Q161.2 19.9 164.5 19.9Q168.5 19.9 170.3 22.6Q172.1 25.3 172.1 31.2Q172.1 36.9 169.9 39.7Q167.7 42.6 163.3 42.6Q162.3 42.6 161.2 42.4Q160.1 42.1 159 41.7M164.6 31.1Q166 31.1 166.8 30.1Q167.5 29.1 167.5 27.2Q167.5 25.3 166.8 24.2Q166 23.2 164.6 23.2Q163.2 23.2 162.5 24.2Q161.7 25.3 161.7 27.2Q161.7 29.1 162.5 30.1Q163.2 31.1 164.6 31.1"/></g></svg>';

/** A short silent WAV, standing in for the API's reading of the captcha. */
function silentWav(seconds = 0.3): string {
  const rate = 8000;
  const samples = Math.round(seconds * rate);
  const bytes = new Uint8Array(44 + samples).fill(128);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => {
    for (const [i, c] of [...value].entries()) view.setUint8(at + i, c.charCodeAt(0));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, 'data');
  view.setUint32(40, samples, true);
  return `data:audio/wav;base64,${btoa(String.fromCharCode(...bytes))}`;
}

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

/** With the API's audio alternative: the listen button plays the captcha read aloud. */
export const WithAudio: Story = {
  args: { audioSrc: silentWav() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const player = canvasElement.querySelector('audio');
    await expect(player?.getAttribute('src')).toMatch(/^data:audio\/wav;base64,/);
    // A synthetic click carries no user activation, so the browser would refuse to play: what
    // is checked is that the button asks the player to.
    const play = spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Listen to the captcha' }));
      await expect(play).toHaveBeenCalledTimes(1);
    } finally {
      play.mockRestore();
    }
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

/**
 * As the payment forms use it: in a form card, with the box its characters are typed in. At 320 px
 * (pictured at that width too; the reflow check lays every story out there) the buttons wrap under
 * the picture, which scales down when the card is narrower still.
 */
export const InAFormCard: Story = {
  name: 'In a form card',
  tags: ['visual-320'],
  args: { audioSrc: silentWav() },
  render: (args) => (
    <Card
      as="form"
      display="flex"
      flexDirection="column"
      alignItems="flex-start"
      gap="md"
      aria-label="Quick payment"
    >
      <CaptchaDisplay {...args} />
      <TextField label="Type the characters shown" autoComplete="off" />
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Quick payment' }));
    await expect(form.getByRole('img', { name: 'Security code' })).toBeInTheDocument();
    await expect(form.getByRole('button', { name: 'Listen to the captcha' })).toBeInTheDocument();
    await expect(
      form.getByRole('textbox', { name: 'Type the characters shown' }),
    ).toBeInTheDocument();
  },
};

/** In a space narrower than the picture (160 px): it scales down, keeping its 200 × 60 proportions. */
export const NarrowerThanThePicture: Story = {
  args: { audioSrc: silentWav() },
  decorators: [
    (Story) => (
      <div style={{ width: 160 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const picture = within(canvasElement).getByRole('img', { name: 'Security code' });
    // The picture's box, border included, keeps the proportions.
    const box = (picture.parentElement as HTMLElement).getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(160);
    await expect(box.width / box.height).toBeCloseTo(200 / 60, 1);
    const listen = within(canvasElement).getByRole('button', { name: 'Listen to the captcha' });
    await expect(listen.getBoundingClientRect().top).toBeGreaterThanOrEqual(box.bottom);
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
      <CaptchaDisplay {...args} />
      <CaptchaDisplay {...args} audioSrc={silentWav()} />
      <CaptchaDisplay {...args} loading />
      <CaptchaDisplay {...args} error />
      <CaptchaDisplay {...args} src={undefined} text="aB3dE9" seed={4} />
      <CaptchaDisplay {...args} src={undefined} text="Xq72Lm" seed={11} />
    </div>
  ),
};

/** Hindi names of the buttons and the picture; beside it, the loading and error states in Hindi. */
export const InHindi: Story = {
  name: 'In Hindi',
  decorators: inHindi,
  args: { audioSrc: 'data:audio/wav;base64,', labels: captchaDisplayLabels },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <CaptchaDisplay {...args} />
      <CaptchaDisplay {...args} loading />
      <CaptchaDisplay {...args} error />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'नया सुरक्षा कोड लें' })).toHaveLength(3);
    await expect(canvas.getByText('सुरक्षा कोड नहीं खुल पाया।')).toBeInTheDocument();
  },
};
