import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bannerCarouselLabels } from '../../hi/index.ts';
import { inHindi } from '../private/fixtures/in-hindi.tsx';
import { BannerCarousel } from './BannerCarousel.tsx';
import { sampleSlides } from './fixtures/banners.ts';

const meta = {
  title: 'Components/BannerCarousel',
  component: BannerCarousel,
  args: { label: 'Offers', slides: sampleSlides, onIndexChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1200, marginInline: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  // The video story's open dialog covers its frame, so the docs page gives stories their own iframe.
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const canvasOf = (element: HTMLElement) => within(element);
const currentSlide = (element: HTMLElement) =>
  canvasOf(element).getByRole('group', { name: /^\d of 3$/ });

/**
 * The home page's carousel: rotating by default (stopped under reduced motion, as in the visual
 * snapshots), the first slide with a headline and a play button.
 */
export const Default: Story = {
  tags: ['visual-320'],
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    const region = canvas.getByRole('region', { name: 'Offers' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('1 of 3');
    await expect(canvas.getByRole('img', { name: /new scooter/ })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    await expect(canvas.getAllByRole('button', { name: /^Slide \d$/ })).toHaveLength(3);
  },
};

/** Rotates on its own (here every 1.2 s, moving in 0.4 s) and loops back to the first slide. */
export const Autoplay: Story = {
  args: { interval: 1200, transitionDuration: 400 },
  play: async ({ canvasElement, args }) => {
    await expect(
      canvasOf(canvasElement).getByRole('button', { name: 'Stop automatic slide show' }),
    ).toBeVisible();
    await waitFor(() => expect(args.onIndexChange).toHaveBeenCalledWith(1), { timeout: 4000 });
    await waitFor(() => expect(currentSlide(canvasElement)).toHaveAccessibleName('2 of 3'));
  },
};

/** Stopped (`autoplay={false}`): the control offers to start, and slides are announced politely. */
export const Stopped: Story = {
  args: { autoplay: false },
  play: async ({ canvasElement, args }) => {
    const canvas = canvasOf(canvasElement);
    const start = canvas.getByRole('button', { name: 'Start automatic slide show' });
    await expect(currentSlide(canvasElement).parentElement).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(start);
    await expect(
      canvas.getByRole('button', { name: 'Stop automatic slide show' }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop automatic slide show' }));
    await expect(args.onIndexChange).not.toHaveBeenCalled();
  },
};

/** Arrows, dots and the arrow keys move between slides and loop at both ends. */
export const Navigation: Story = {
  args: { autoplay: false, transitionDuration: 300 },
  play: async ({ canvasElement, args }) => {
    const canvas = canvasOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await waitFor(() => expect(currentSlide(canvasElement)).toHaveAccessibleName('3 of 3'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(currentSlide(canvasElement)).toHaveAccessibleName('1 of 3'));
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 2' }));
    await expect(canvas.getByRole('button', { name: 'Slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await waitFor(() => expect(currentSlide(canvasElement)).toHaveAccessibleName('2 of 3'));
    canvas.getByRole('button', { name: 'Next slide' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(currentSlide(canvasElement)).toHaveAccessibleName('3 of 3'));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(currentSlide(canvasElement)).toHaveAccessibleName('2 of 3'));
  },
};

/** A touch swipe to the left brings the next slide, to the right the previous one. */
export const Swipe: Story = {
  args: { autoplay: false, transitionDuration: 300 },
  play: async ({ canvasElement }) => {
    const target = within(currentSlide(canvasElement)).getByRole('img');
    const box = target.getBoundingClientRect();
    const y = box.top + box.height / 2;
    await userEvent.pointer([
      { keys: '[TouchA>]', target, coords: { clientX: box.left + 300, clientY: y } },
      { pointerName: 'TouchA', target, coords: { clientX: box.left + 100, clientY: y } },
      { keys: '[/TouchA]', target, coords: { clientX: box.left + 100, clientY: y } },
    ]);
    await waitFor(() => expect(currentSlide(canvasElement)).toHaveAccessibleName('2 of 3'));
  },
};

/** The play button opens the promo video in a dialog; it plays muted (on its own unless motion is reduced). */
export const VideoOpen: Story = {
  args: { autoplay: false },
  decorators: [
    (Story) => (
      <>
        {/* The browser's own video controls draw their loading spinner and buffered range at
            unpredictable moments: hidden in this story under reduced motion (as the visual
            snapshots are taken), so its snapshot is stable. */}
        <style>
          {
            '@media (prefers-reduced-motion: reduce) { video::-webkit-media-controls { display: none !important; } }'
          }
        </style>
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(
      canvasOf(canvasElement).getByRole('button', { name: 'Play video: Ride electric' }),
    );
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: 'Ride electric' },
      { timeout: 5000 },
    );
    const video = dialog.querySelector('video') as HTMLVideoElement;
    await expect(video.muted).toBe(true);
    // Visible once the entry animation has faded the panel in.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible(),
    );
    // Settled (the browser's loading spinner gone), so the snapshot is the same every time.
    await waitFor(
      () => {
        expect(video.readyState).toBe(HTMLMediaElement.HAVE_ENOUGH_DATA);
        expect(video.buffered.length && video.buffered.end(0)).toBeGreaterThanOrEqual(
          video.duration - 0.1,
        );
        expect(video.networkState).not.toBe(HTMLMediaElement.NETWORK_LOADING);
      },
      { timeout: 5000 },
    );
  },
};

/** The video dialog closes with Escape; focus returns to the play button. */
export const VideoClose: Story = {
  args: { autoplay: false },
  play: async ({ canvasElement }) => {
    const play = canvasOf(canvasElement).getByRole('button', { name: 'Play video: Ride electric' });
    await userEvent.click(play);
    // The dialog is a lazy chunk: allow for a busy machine.
    await within(document.body).findByRole('dialog', { name: 'Ride electric' }, { timeout: 5000 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), {
      timeout: 5000,
    });
    await expect(play).toHaveFocus();
  },
};

/** Held by the page (`paused`), e.g. while another dialog is open. */
export const PausedByPage: Story = {
  args: { paused: true, interval: 500 },
  play: async ({ canvasElement, args }) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(args.onIndexChange).not.toHaveBeenCalled();
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('1 of 3');
  },
};

/** A slide without headline or video. */
export const PlainSlide: Story = { args: { autoplay: false, defaultIndex: 2 } };

/** One slide: no arrows, dots or rotation control. */
export const SingleSlide: Story = {
  args: { slides: sampleSlides.slice(1, 2) },
  play: async ({ canvasElement }) => {
    await expect(canvasOf(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <BannerCarousel {...args} autoplay={false} />
      <BannerCarousel {...args} label="Offers, second slide" autoplay={false} defaultIndex={1} />
      <BannerCarousel {...args} label="One offer" slides={sampleSlides.slice(2)} />
    </div>
  ),
};

const hindiSlides = sampleSlides.map((slide, index) => ({
  ...slide,
  headline: [
    'भारत की नंबर 1 टू-व्हीलर लाइफ़साइकिल कंपनी',
    'इलेक्ट्रिक टू-व्हीलर लोन, 85% तक फ़ाइनेंस',
    'पुरानी बाइक पर भी आसान लोन',
  ][index],
  video: slide.video && { ...slide.video, title: 'इलेक्ट्रिक चलाइए' },
}));

/** Hindi headlines and control names; the rotation stays stopped for a steady picture. */
export const InHindi: Story = {
  name: 'In Hindi',
  decorators: inHindi,
  args: { label: 'ऑफ़र', slides: hindiSlides, autoplay: false, labels: bannerCarouselLabels },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'अगली स्लाइड' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('group', { name: `${hindiSlides.length} में से 1` }),
    ).toBeInTheDocument();
  },
};
