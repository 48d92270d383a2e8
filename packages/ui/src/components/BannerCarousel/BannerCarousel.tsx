'use client';

/**
 * Hand-written rather than built on a slider library: smaller than the smallest suitable one and
 * within the carousel's size budget (figures in docs/decisions.md). One slide moves at a time, so
 * CSS keyframes and a timer are enough.
 */
import {
  type CSSProperties,
  forwardRef,
  type HTMLAttributes,
  type PointerEvent,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  version,
} from 'react';
import { lazyWithPreload } from '../../lazy/lazyWithPreload.ts';
import { reducedMotion as reducedMotionQuery } from '../../tokens/shared.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../private/icons.tsx';
import { highFetchPriority, type ImageSource, imageAttributes } from '../private/image.ts';
import { useControllableState } from '../private/useControllableState.ts';
import * as styles from './BannerCarousel.css.ts';
import type { BannerVideo } from './BannerVideo.ts';

export type { BannerVideo } from './BannerVideo.ts';

export interface BannerSlide {
  /** Stable React key; defaults to the slide's position. */
  id?: string;
  /** The banner picture. `alt` is required: say what the banner shows or offers. */
  image: ImageSource & { alt: string };
  /**
   * Optional text: in a band under the picture on a narrow carousel, over the picture's lower
   * corner on a wide one.
   */
  headline?: ReactNode;
  /** Optional promo video, opened in a dialog by a play button on the slide. */
  video?: BannerVideo;
}

/** The words BannerCarousel writes itself (accessible names of its controls). */
export interface BannerCarouselLabels {
  /** The previous-slide arrow. */
  previous: string;
  /** The next-slide arrow. */
  next: string;
  /** Rotation control while the slides rotate. */
  stop: string;
  /** Rotation control while they do not. */
  start: string;
  /** Name of the dots' group. */
  dots: string;
  /** Each slide's name, e.g. '1 of 3'. */
  slide: (position: number, count: number) => string;
  /** Each dot's name, e.g. 'Slide 1'. */
  goTo: (position: number, count: number) => string;
  /** The play button's name, from the video title. */
  playVideo: (title: string) => string;
  /** The video dialog's X button. */
  closeVideo: string;
}

/** BannerCarousel's English words. */
export const defaultBannerCarouselLabels: BannerCarouselLabels = {
  previous: 'Previous slide',
  next: 'Next slide',
  stop: 'Stop automatic slide show',
  start: 'Start automatic slide show',
  dots: 'Choose slide',
  slide: (position, count) => `${position} of ${count}`,
  goTo: (position) => `Slide ${position}`,
  playVideo: (title) => `Play video: ${title}`,
  closeVideo: 'Close',
};

export interface BannerCarouselProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Accessible name of the carousel region, e.g. 'Offers'. */
  label: string;
  /** The slides, in order. All pictures should share one aspect ratio: the first one's is used. */
  slides: readonly BannerSlide[];
  /** Milliseconds each slide stays before the next one comes in. Default 4500. */
  interval?: number;
  /** Milliseconds a slide takes to move in. Default 3000. */
  transitionDuration?: number;
  /**
   * Whether the slides rotate on their own at first. Default true. Never under
   * `prefers-reduced-motion`; the visitor can always stop or start it with the rotation control.
   */
  autoplay?: boolean;
  /** Holds the rotation while true (e.g. while another dialog of the page is open). */
  paused?: boolean;
  /** Controlled current slide (0-based); pair with `onIndexChange`. */
  index?: number;
  /** Initial slide when uncontrolled. Default 0. */
  defaultIndex?: number;
  /** Called with the new slide's index on every change (arrows, dots, swipe, keys, rotation). */
  onIndexChange?: (index: number) => void;
  /** The carousel's own words, to translate or adjust; English by default. */
  labels?: Partial<BannerCarouselLabels>;
}

type Direction = 'next' | 'prev';
/** The two arrows: which side (its label and `data-side`), the way it moves, its icon. */
const arrows = [
  ['previous', 'prev', ChevronLeftIcon],
  ['next', 'next', ChevronRightIcon],
] as const;

// The slide moving out is inert: no focus, no announcement. React 18 needs a string for `inert`.
const leaving = (
  version.startsWith('18.')
    ? { inert: '', 'aria-hidden': true }
    : { inert: true, 'aria-hidden': true }
) as HTMLAttributes<HTMLDivElement>;

// The video dialog (and Radix Dialog with it) is a chunk of its own, fetched when a play button
// is first pointed at, focused or pressed: most visitors never open it. Once fetched it renders
// without suspending (a plain `lazy` suspends on its first render even then, and React holds the
// reveal for its 300 ms suspense throttle). A failed fetch (offline) is tried again on the press.
const BannerVideoDialog = lazyWithPreload(() => import('./BannerVideoDialog.tsx'));
const prewarmVideoDialog = () => {
  BannerVideoDialog.preload().catch(() => {});
};

const mod = (value: number, count: number) => ((value % count) + count) % count;
const within = (root: Element, target: EventTarget | null) =>
  target instanceof Node && root.contains(target);

/**
 * A banner carousel after the WAI-ARIA carousel pattern: a named region of slides ('1 of 3'),
 * previous and next buttons, one dot per slide, and a rotation control placed first. It loops,
 * rotates every `interval` ms (stopped by `prefers-reduced-motion`, held on hover, keyboard focus,
 * `paused` and an open video), follows touch swipes and the arrow keys. Slides may carry a
 * headline and a promo video that plays muted in a dialog.
 */
export const BannerCarousel = forwardRef<HTMLElement, BannerCarouselProps>(function BannerCarousel(
  {
    label,
    slides,
    interval = 4500,
    transitionDuration = 3000,
    autoplay = true,
    paused = false,
    index,
    defaultIndex = 0,
    onIndexChange,
    labels: labelOverrides,
    className,
    style,
    onKeyDown,
    onPointerEnter,
    onPointerLeave,
    onFocus,
    onBlur,
    ...rest
  },
  ref,
) {
  const labels = { ...defaultBannerCarouselLabels, ...labelOverrides };
  const count = slides.length;
  const slidesId = useId();
  const [position, setIndex] = useControllableState(index, defaultIndex, onIndexChange);
  const current = count ? mod(position, count) : 0;

  // The slide that is moving out, remembered from the render before the index changed.
  const [shown, setShown] = useState(current);
  const [previous, setPrevious] = useState<number | null>(null);
  const [direction, setDirection] = useState<Direction | null>(null);
  if (shown !== current) {
    setShown(current);
    setPrevious(shown);
    // A change from outside (controlled `index`) moves the nearer way.
    if (direction === null) setDirection(current > shown ? 'next' : 'prev');
  }

  const [playing, setPlaying] = useState(autoplay);
  const [reducedMotion, setReducedMotion] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [keyboardFocused, setKeyboardFocused] = useState(false);
  const [videoOpen, setVideoOpen] = useState(false);
  // The slide whose video the dialog shows; null until a play button is first pressed.
  const [videoSlide, setVideoSlide] = useState<number | null>(null);
  const playButton = useRef<HTMLButtonElement | null>(null);
  // The closing video dialog hands focus back to its play button; that is not the visitor
  // moving into the carousel, so it does not hold the rotation (it resumes when the video closes).
  const focusReturning = useRef(false);
  const onVideoOpenChange = (open: boolean) => {
    setVideoOpen(open);
    focusReturning.current = !open;
  };
  const rotating = count > 1 && playing && !paused && !hovered && !keyboardFocused && !videoOpen;

  const slidesRef = useRef<HTMLDivElement>(null);
  const previousButtonRef = useRef<HTMLButtonElement>(null);
  const nextButtonRef = useRef<HTMLButtonElement>(null);
  // setIndex is a new function each render; what it reads is `index`, `current` and `onIndexChange`.
  // biome-ignore lint/correctness/useExhaustiveDependencies: those three stand for setIndex
  const goTo = useCallback(
    (target: number, towards: Direction) => {
      const next = mod(target, count);
      if (next === current) return;
      // Focus on a control of the slide that leaves would fall to the page: move it to the arrow
      // that goes the same way.
      if (slidesRef.current?.contains(document.activeElement)) {
        (towards === 'next' ? nextButtonRef : previousButtonRef).current?.focus({
          preventScroll: true,
        });
      }
      setDirection(towards);
      setIndex(next);
    },
    [count, current, index, onIndexChange],
  );

  // Media queries and timers only in effects: nothing here runs during server rendering.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(reducedMotionQuery);
    const update = () => {
      setReducedMotion(query.matches);
      if (query.matches) setPlaying(false);
    };
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => goTo(current + 1, 'next'), interval);
    return () => clearTimeout(timer);
  }, [rotating, current, interval, goTo]);

  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const onSwipeStart = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' || !within(event.currentTarget, event.target)) return;
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onSwipeEnd = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) > 40 && Math.abs(dx) > Math.abs(event.clientY - start.y)) {
      goTo(current + (dx < 0 ? 1 : -1), dx < 0 ? 'next' : 'prev');
    }
  };

  if (!count) return null;
  const firstImage = slides[0]?.image;
  const multiple = count > 1;
  const dialogVideo = videoSlide === null ? undefined : slides[videoSlide]?.video;
  // Every picture in the first one's box, reserved before any file arrives.
  const pictureBox: CSSProperties | undefined = firstImage
    ? { aspectRatio: `${firstImage.width} / ${firstImage.height}` }
    : undefined;

  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: delegated from the controls inside (arrow keys; hover and focus hold the rotation)
    <section
      ref={ref}
      aria-roledescription="carousel"
      aria-label={label}
      className={[styles.root, className].filter(Boolean).join(' ')}
      style={{
        [styles.transitionDurationVar.slice(4, -1)]: `${transitionDuration}ms`,
        ...(firstImage && {
          [styles.pictureRatioVar.slice(4, -1)]: String(firstImage.height / firstImage.width),
        }),
        ...style,
      }}
      // Handlers check DOM containment: events from the portalled video dialog bubble here too.
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || !multiple || !within(event.currentTarget, event.target)) {
          return;
        }
        if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
          event.preventDefault();
          const forward = event.key === 'ArrowRight';
          goTo(current + (forward ? 1 : -1), forward ? 'next' : 'prev');
        }
      }}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        if (event.pointerType === 'mouse') setHovered(true);
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event);
        setHovered(false);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        // Keyboard focus holds the rotation; a mouse click on a control does not (hover does).
        if (focusReturning.current) focusReturning.current = false;
        else if (
          within(event.currentTarget, event.target) &&
          (event.target as Element).matches(':focus-visible')
        ) {
          setKeyboardFocused(true);
        }
      }}
      onBlur={(event) => {
        onBlur?.(event);
        if (!within(event.currentTarget, event.relatedTarget)) setKeyboardFocused(false);
      }}
      {...rest}
    >
      {multiple && (
        <button
          type="button"
          className={`${styles.control} ${styles.rotation}`}
          aria-label={playing ? labels.stop : labels.start}
          aria-controls={slidesId}
          onClick={() => setPlaying(!playing)}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
      )}
      <div
        className={styles.viewport}
        onPointerDown={onSwipeStart}
        onPointerUp={onSwipeEnd}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        {multiple &&
          arrows.map(([side, towards, Icon]) => (
            <button
              key={side}
              ref={towards === 'next' ? nextButtonRef : previousButtonRef}
              type="button"
              className={`${styles.control} ${styles.arrow}`}
              data-side={side}
              aria-label={labels[side]}
              aria-controls={slidesId}
              onClick={() => goTo(current + (towards === 'next' ? 1 : -1), towards)}
            >
              <Icon />
            </button>
          ))}
        <div
          id={slidesId}
          ref={slidesRef}
          className={styles.slides}
          data-direction={direction ?? undefined}
          // Announce the new slide when the visitor changes it, not every few seconds on its own.
          aria-live={rotating ? 'off' : 'polite'}
        >
          {slides.map((slide, position) => {
            const state =
              position === current ? 'current' : position === previous ? 'previous' : 'hidden';
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a fieldset
              <div
                key={slide.id ?? position}
                role="group"
                aria-roledescription="slide"
                aria-label={labels.slide(position + 1, count)}
                className={styles.slide}
                data-state={state}
                {...(state === 'previous' ? leaving : undefined)}
                onAnimationEnd={(event) => {
                  if (state === 'previous' && event.target === event.currentTarget) {
                    setPrevious(null);
                  }
                }}
              >
                <img
                  className={styles.image}
                  style={pictureBox}
                  alt={slide.image.alt}
                  {...imageAttributes(slide.image)}
                  // The first banner is the page's largest paint: fetch it first.
                  {...(position === 0
                    ? { loading: 'eager', ...highFetchPriority }
                    : { loading: 'lazy' })}
                  decoding={position === 0 ? undefined : 'async'}
                  draggable={false}
                />
                {slide.headline != null && <div className={styles.headline}>{slide.headline}</div>}
                {slide.video && (
                  <button
                    type="button"
                    className={styles.playVideo}
                    aria-label={labels.playVideo(slide.video.title)}
                    aria-haspopup="dialog"
                    aria-expanded={videoOpen && videoSlide === position}
                    onPointerEnter={prewarmVideoDialog}
                    onFocus={prewarmVideoDialog}
                    onClick={(event) => {
                      playButton.current = event.currentTarget;
                      setVideoSlide(position);
                      onVideoOpenChange(true);
                    }}
                  >
                    <PlayIcon />
                  </button>
                )}
              </div>
            );
          })}
        </div>
      </div>
      {multiple && (
        // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not form fields
        <div role="group" aria-label={labels.dots} className={styles.dots}>
          {slides.map((slide, position) => (
            <button
              key={slide.id ?? position}
              type="button"
              className={styles.dot}
              aria-label={labels.goTo(position + 1, count)}
              aria-current={position === current ? 'true' : undefined}
              aria-controls={slidesId}
              onClick={() => goTo(position, position > current ? 'next' : 'prev')}
            />
          ))}
        </div>
      )}
      {dialogVideo && (
        <Suspense fallback={null}>
          <BannerVideoDialog
            video={dialogVideo}
            open={videoOpen}
            onOpenChange={onVideoOpenChange}
            // Plays on its own only for visitors who have not asked for less motion.
            autoPlay={!reducedMotion}
            closeLabel={labels.closeVideo}
            returnFocusTo={() => playButton.current}
          />
        </Suspense>
      )}
    </section>
  );
});

const PauseIcon = () => (
  <svg width="1em" height="1em" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
  </svg>
);
const PlayIcon = () => (
  <svg width="1em" height="1em" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <path d="M8 5.5v13l11-6.5z" />
  </svg>
);
