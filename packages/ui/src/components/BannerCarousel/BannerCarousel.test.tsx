import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeOverlay } from '../../../test/overlay-behaviour.tsx';
import { BannerCarousel, type BannerCarouselProps } from './BannerCarousel.tsx';
import { sampleSlides } from './fixtures/banners.ts';

const [firstSlide] = sampleSlides;
const props: BannerCarouselProps = { label: 'Offers', slides: sampleSlides };

/** The slide a person sees: hidden slides are out of the accessibility tree. */
const visibleSlide = () => screen.getByRole('group', { name: /of 3$/ });
const expectSlide = (name: string) => expect(visibleSlide().getAttribute('aria-label')).toBe(name);

function mockReducedMotion(matches: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: matches && query.includes('reduce'),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

function Controlled() {
  const [index, setIndex] = useState(1);
  return (
    <>
      <p>showing {index}</p>
      <BannerCarousel {...props} autoplay={false} index={index} onIndexChange={setIndex} />
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
  // jsdom has no matchMedia; each test that needs one installs it.
  Reflect.deleteProperty(window, 'matchMedia');
});

describeOverlay('BannerCarousel video dialog', {
  ui: () => <BannerCarousel label="Offers" slides={[firstSlide as (typeof sampleSlides)[0]]} />,
  trigger: 'Play video: Ride electric',
  name: 'Ride electric',
});

describe('BannerCarousel: structure', () => {
  it('is a carousel region named by its label, showing slide 1 of 3', () => {
    render(<BannerCarousel {...props} autoplay={false} />);
    const region = screen.getByRole('region', { name: 'Offers' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slide = visibleSlide();
    expect(slide.getAttribute('aria-roledescription')).toBe('slide');
    expectSlide('1 of 3');
    expect(within(slide).getByRole('img').getAttribute('alt')).toBe(
      'A rider on a new scooter under a bright sun',
    );
    expect(within(slide).getByText('India’s No.1 Two Wheeler Lifecycle Company')).toBeTruthy();
    // The other slides are in the page but hidden until they come in.
    expect(
      screen.getByRole('region').querySelectorAll('[aria-roledescription="slide"]'),
    ).toHaveLength(3);
  });

  it('loads the first picture eagerly with high priority and the rest lazily, sizes reserved', () => {
    const { container } = render(<BannerCarousel {...props} />);
    const [first, second, third] = Array.from(container.querySelectorAll('img'));
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(second?.getAttribute('loading')).toBe('lazy');
    expect(third?.getAttribute('loading')).toBe('lazy');
    expect(second?.hasAttribute('fetchpriority')).toBe(false);
    expect(first?.getAttribute('srcset')).toContain('640w');
    expect(first?.getAttribute('sizes')).toBe('(min-width: 1280px) 1200px, 100vw');
    expect(first?.getAttribute('width')).toBe('1200');
    expect(first?.getAttribute('height')).toBe('500');
  });

  it('puts the rotation control first, then previous and next, then the slides and one dot each', () => {
    render(<BannerCarousel {...props} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Stop automatic slide show',
      'Previous slide',
      'Next slide',
      'Play video: Ride electric',
      'Slide 1',
      'Slide 2',
      'Slide 3',
    ]);
    expect(
      screen.getByRole('group', { name: 'Choose slide' }).querySelectorAll('button'),
    ).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Slide 1' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('shows no controls for a single slide', () => {
    render(<BannerCarousel label="Offers" slides={sampleSlides.slice(1, 2)} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('group', { name: '1 of 1' })).toBeTruthy();
  });

  it('renders nothing without slides, and forwards the ref to the region', () => {
    const { container } = render(<BannerCarousel label="Offers" slides={[]} />);
    expect(container.innerHTML).toBe('');
    const ref = createRef<HTMLElement>();
    render(<BannerCarousel {...props} ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('region', { name: 'Offers' }));
  });
});

describe('BannerCarousel: moving between slides', () => {
  it('goes forward and back with the arrows, looping at both ends', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    render(<BannerCarousel {...props} autoplay={false} onIndexChange={onIndexChange} />);
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expectSlide('3 of 3');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expectSlide('1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expectSlide('2 of 3');
    expect(onIndexChange.mock.calls).toEqual([[2], [0], [1]]);
    expect(screen.getByRole('button', { name: 'Slide 2' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('jumps to a slide with its dot', async () => {
    const user = userEvent.setup();
    render(<BannerCarousel {...props} autoplay={false} />);
    await user.click(screen.getByRole('button', { name: 'Slide 3' }));
    expectSlide('3 of 3');
    expect(screen.getByRole('button', { name: 'Slide 1' }).hasAttribute('aria-current')).toBe(
      false,
    );
  });

  it('follows the arrow keys while focus is inside', async () => {
    const user = userEvent.setup();
    render(<BannerCarousel {...props} autoplay={false} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expectSlide('2 of 3');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expectSlide('3 of 3');
  });

  it('keeps focus in the carousel when the slide holding it moves out', async () => {
    const user = userEvent.setup();
    render(<BannerCarousel {...props} autoplay={false} />);
    const play = () => screen.getByRole('button', { name: 'Play video: Ride electric' });
    act(() => play().focus());
    await user.keyboard('{ArrowRight}');
    expectSlide('2 of 3');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next slide' }));
    await user.keyboard('{ArrowLeft}');
    expectSlide('1 of 3');
    act(() => play().focus());
    await user.keyboard('{ArrowLeft}');
    expectSlide('3 of 3');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Previous slide' }));
  });

  it('lets the consumer’s key handler run first and cancel ours', async () => {
    const user = userEvent.setup();
    const onKeyDown = vi.fn((event: React.KeyboardEvent) => event.preventDefault());
    render(<BannerCarousel {...props} autoplay={false} onKeyDown={onKeyDown} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(onKeyDown).toHaveBeenCalled();
    expectSlide('1 of 3');
  });

  it('follows touch swipes, left for the next slide and right for the previous', () => {
    render(<BannerCarousel {...props} autoplay={false} />);
    const picture = within(visibleSlide()).getByRole('img');
    fireEvent.pointerDown(picture, { pointerType: 'touch', clientX: 300, clientY: 100 });
    fireEvent.pointerUp(picture, { pointerType: 'touch', clientX: 120, clientY: 110 });
    expectSlide('2 of 3');
    const next = within(visibleSlide()).getByRole('img');
    fireEvent.pointerDown(next, { pointerType: 'touch', clientX: 100, clientY: 100 });
    fireEvent.pointerUp(next, { pointerType: 'touch', clientX: 300, clientY: 100 });
    expectSlide('1 of 3');
    // A short or mostly vertical movement is a tap or a scroll, not a swipe.
    fireEvent.pointerDown(next, { pointerType: 'touch', clientX: 100, clientY: 100 });
    fireEvent.pointerUp(next, { pointerType: 'touch', clientX: 130, clientY: 100 });
    fireEvent.pointerDown(next, { pointerType: 'touch', clientX: 100, clientY: 100 });
    fireEvent.pointerUp(next, { pointerType: 'touch', clientX: 160, clientY: 300 });
    expectSlide('1 of 3');
  });

  it('works controlled: the parent owns the index', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    expectSlide('2 of 3');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expectSlide('3 of 3');
    expect(screen.getByText('showing 2')).toBeTruthy();
  });

  it('stays on the controlled index until the parent changes it', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    render(<BannerCarousel {...props} index={0} onIndexChange={onIndexChange} />);
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(onIndexChange).toHaveBeenCalledWith(1);
    expectSlide('1 of 3');
  });
});

describe('BannerCarousel: automatic rotation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('moves on every 4500 ms by default and loops', () => {
    render(<BannerCarousel {...props} />);
    advance(4499);
    expectSlide('1 of 3');
    advance(1);
    expectSlide('2 of 3');
    advance(4500);
    expectSlide('3 of 3');
    advance(4500);
    expectSlide('1 of 3');
  });

  it('uses the interval and transition duration given', () => {
    render(<BannerCarousel {...props} interval={1000} transitionDuration={500} />);
    const region = screen.getByRole('region');
    expect(region.getAttribute('style')).toContain('500ms');
    advance(1000);
    expectSlide('2 of 3');
  });

  it('stops and starts with the rotation control, which says what it will do', () => {
    render(<BannerCarousel {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    advance(10_000);
    expectSlide('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    advance(4500);
    expectSlide('2 of 3');
  });

  it('announces slides politely only while not rotating', () => {
    render(<BannerCarousel {...props} />);
    const live = () => visibleSlide().parentElement?.getAttribute('aria-live');
    expect(live()).toBe('off');
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    expect(live()).toBe('polite');
  });

  it('holds while a mouse is over it and goes on when it leaves', () => {
    render(<BannerCarousel {...props} />);
    const region = screen.getByRole('region');
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    advance(9000);
    expectSlide('1 of 3');
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    advance(4500);
    expectSlide('2 of 3');
  });

  it('holds while keyboard focus is inside and goes on when it leaves', () => {
    render(
      <>
        <BannerCarousel {...props} />
        <button type="button">After</button>
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    advance(9000);
    expectSlide('1 of 3');
    act(() => screen.getByRole('button', { name: 'After' }).focus());
    advance(4500);
    expectSlide('2 of 3');
  });

  it('holds while the paused prop is true', () => {
    const { rerender } = render(<BannerCarousel {...props} paused />);
    advance(9000);
    expectSlide('1 of 3');
    rerender(<BannerCarousel {...props} paused={false} />);
    advance(4500);
    expectSlide('2 of 3');
  });

  it('does not rotate with autoplay off, nor under prefers-reduced-motion', () => {
    const { unmount } = render(<BannerCarousel {...props} autoplay={false} />);
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy();
    advance(9000);
    expectSlide('1 of 3');
    unmount();
    mockReducedMotion(true);
    render(<BannerCarousel {...props} />);
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy();
    advance(9000);
    expectSlide('1 of 3');
  });

  it('keeps rotating when motion is not reduced', () => {
    mockReducedMotion(false);
    render(<BannerCarousel {...props} />);
    advance(4500);
    expectSlide('2 of 3');
  });
});

describe('BannerCarousel: promo video', () => {
  it('plays the video muted and on its own in a dialog, holding the rotation meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<BannerCarousel {...props} />);
    await user.click(screen.getByRole('button', { name: 'Play video: Ride electric' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ride electric' });
    const video = dialog.querySelector('video');
    expect(video?.muted).toBe(true);
    expect(video?.autoplay).toBe(true);
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.querySelector('source')?.getAttribute('type')).toBe('video/webm');
    // The pointer left the carousel for the dialog; only the open video holds the rotation.
    fireEvent.pointerLeave(screen.getByRole('region', { hidden: true }), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(9000));
    expect(
      screen.getByRole('group', { hidden: true, name: '1 of 3' }).getAttribute('data-state'),
    ).toBe('current');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.pointerLeave(screen.getByRole('region'), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(4500));
    expectSlide('2 of 3');
  });

  it('says the play button opens a dialog, and whether it is open', async () => {
    const user = userEvent.setup();
    render(<BannerCarousel {...props} autoplay={false} />);
    const play = screen.getByRole('button', { name: 'Play video: Ride electric' });
    expect(play.getAttribute('aria-haspopup')).toBe('dialog');
    expect(play.getAttribute('aria-expanded')).toBe('false');
    // Pointing at it fetches the dialog's code early; nothing opens yet.
    fireEvent.pointerEnter(play);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(play);
    await screen.findByRole('dialog', { name: 'Ride electric' });
    expect(play.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(play.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(play);
  });

  it('does not start the video on its own under prefers-reduced-motion', async () => {
    mockReducedMotion(true);
    const user = userEvent.setup();
    render(<BannerCarousel {...props} />);
    await user.click(screen.getByRole('button', { name: 'Play video: Ride electric' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ride electric' });
    expect(dialog.querySelector('video')?.autoplay).toBe(false);
  });

  it('takes its interface strings from labels', () => {
    render(
      <BannerCarousel
        {...props}
        labels={{
          next: 'Aage',
          previous: 'Peeche',
          slide: (n, total) => `Slide ${n} / ${total}`,
          playVideo: (title) => `Video chalayen: ${title}`,
        }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Aage' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Peeche' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Slide 1 / 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Video chalayen: Ride electric' })).toBeTruthy();
  });
});
