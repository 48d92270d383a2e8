'use client';

import { useRef, useState } from 'react';
import { vars } from '../../themes/vars.css.ts';
import { cx } from '../private/cx.ts';
import { RefreshIcon, SpeakerIcon } from '../private/icons.tsx';
import { visuallyHidden } from '../private/visually-hidden.css.ts';
import * as styles from './CaptchaDisplay.css.ts';

/** The words CaptchaDisplay writes itself. */
export interface CaptchaDisplayLabels {
  /** Text alternative of the image. It must not give the answer. */
  alt: string;
  /** Accessible name of the listen icon button. */
  listen: string;
  /** Accessible name of the refresh icon button. */
  refresh: string;
  /** Shown and announced while a new captcha loads. */
  loading: string;
  /** Shown when the captcha could not be loaded. */
  error: string;
  /** The retry button after the error. */
  retry: string;
}

/** CaptchaDisplay's English words. */
export const defaultCaptchaDisplayLabels: CaptchaDisplayLabels = {
  alt: 'Security code',
  listen: 'Listen to the captcha',
  refresh: 'Get a new captcha',
  loading: 'Loading a new captcha…',
  error: 'Could not load the captcha.',
  retry: 'Try again.',
};

export interface CaptchaDisplayProps {
  /**
   * The captcha image from the API: a URL, a `data:` URL, or SVG markup (`<svg …>…</svg>`),
   * which is shown as an image, never inserted into the page.
   */
  src?: string;
  /**
   * Text mode, for backends that return the captcha as text: the characters are drawn distorted.
   * Weaker than an image: the answer is in the page for any script to read. Prefer `src`.
   */
  text?: string;
  /** Seed of the text mode's distortion (same seed, same picture). Default: derived from `text`. */
  seed?: number;
  /**
   * Size of the box in px (the API's images are 200 × 60); it never changes between states. In a
   * narrower space the box scales down, keeping these proportions.
   */
  width?: number;
  height?: number;
  /** A new captcha is being fetched. */
  loading?: boolean;
  /** Fetching the captcha failed (an image that fails to load shows the same state). */
  error?: boolean;
  /**
   * The captcha read aloud (an audio file's URL, e.g. `pathOf(captchaAudioEndpoint, { captchaId })` of `@company/forms/contracts`):
   * adds a button that plays it, the alternative for people who cannot see the picture
   * (WCAG 1.1.1). Shown while the picture is.
   */
  audioSrc?: string;
  /** Asks for a new captcha: the refresh button and 'Try again.' call it. */
  onRefresh?: () => void;
  /** The captcha's own words (alternative text, button names, states), to translate or adjust; English by default. */
  labels?: Partial<CaptchaDisplayLabels>;
  className?: string;
}

/** Deterministic pseudo-random numbers (mulberry32), so a seed always draws the same captcha. */
function seeded(seed: number) {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hash = (text: string) =>
  [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261);

/**
 * The rotating fonts of text mode: weights and slants of the package's own variable font (loaded by
 * its styles.css), never a system font, so every machine draws the same captcha.
 */
const looks = [
  { fontWeight: 400, fontStyle: 'normal' },
  { fontWeight: 800, fontStyle: 'italic' },
  { fontWeight: 300, fontStyle: 'normal' },
  { fontWeight: 900, fontStyle: 'normal' },
  { fontWeight: 500, fontStyle: 'italic' },
] as const;

const asImageUrl = (src: string) =>
  src.trimStart().startsWith('<')
    ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(src)}`
    : src;

/**
 * The captcha of a form (mandate registration, quick payment) with a refresh icon button, and a
 * listen button when the API reads it aloud (`audioSrc`).
 * Shows the API's image (`src`), a loading state (announced) and an error state with a retry.
 * The box keeps its size throughout. On a narrow screen the buttons wrap under the picture and the
 * picture scales down to the width available (WCAG 1.4.10 reflow at 320 px).
 *
 * `text` mode draws characters with rotating fonts, sizes of 24–26 px and a tilt per character,
 * deterministic from `seed`. It exists for backends that return the captcha as text and is the
 * weaker option: the answer sits in the DOM. In that mode the characters are also given to screen
 * readers, spelled out, since they are readable by any script anyway.
 */
export function CaptchaDisplay({
  src,
  text,
  seed,
  width = 200,
  height = 60,
  loading = false,
  error = false,
  audioSrc,
  onRefresh,
  labels: labelOverrides,
  className,
}: CaptchaDisplayProps) {
  const {
    alt,
    listen,
    refresh,
    loading: loadingLabel,
    error: errorText,
    retry,
  } = {
    ...defaultCaptchaDisplayLabels,
    ...labelOverrides,
  };
  const imageUrl = src === undefined ? undefined : asImageUrl(src);
  // Remembers which image failed, so a new `src` is tried afresh.
  const [failedUrl, setFailedUrl] = useState<string>();
  const audio = useRef<HTMLAudioElement>(null);
  const state = loading
    ? 'loading'
    : error || (imageUrl !== undefined && failedUrl === imageUrl)
      ? 'error'
      : 'ready';

  let content = null;
  if (state === 'loading') {
    // Seen here; heard once through the status below.
    content = (
      <span className={styles.loadingText} aria-hidden="true">
        {loadingLabel}
      </span>
    );
  } else if (state === 'error') {
    content = (
      <p className={styles.message} role="alert">
        {errorText}{' '}
        {onRefresh && (
          <button type="button" className={styles.retry} onClick={onRefresh}>
            {retry}
          </button>
        )}
      </p>
    );
  } else if (state === 'ready' && text !== undefined) {
    const random = seeded(seed ?? hash(text));
    content = (
      <span className={styles.distorted} role="img" aria-label={`${alt}: ${[...text].join(' ')}`}>
        {[...text].map((char, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: characters repeat; positions do not
            key={index}
            className={styles.character}
            aria-hidden="true"
            style={{
              fontFamily: vars.font.body,
              ...looks[index % looks.length],
              fontSize: `${24 + Math.floor(random() * 3)}px`,
              transform: `translateY(${(random() * 8 - 4).toFixed(1)}px) rotate(${(random() * 50 - 25).toFixed(1)}deg)`,
              color: index % 2 ? vars.color.brand : vars.color.text,
            }}
          >
            {char}
          </span>
        ))}
      </span>
    );
  } else if (state === 'ready' && imageUrl !== undefined) {
    content = (
      // biome-ignore lint/a11y/noNoninteractiveElementInteractions: onError is a load event, not an interaction
      <img
        className={styles.image}
        src={imageUrl}
        alt={alt}
        width={width}
        height={height}
        onError={() => setFailedUrl(imageUrl)}
      />
    );
  }

  return (
    <div className={cx(styles.root, className)} data-state={state}>
      <div
        className={styles.frame({ state })}
        style={{ width, aspectRatio: `${width} / ${height}` }}
        aria-busy={state === 'loading' || undefined}
      >
        {content}
      </div>
      {/* Refresh first: the listen button comes and goes with the picture, and as the last
          one it moves nothing when it does (no layout shift). */}
      <div className={styles.actions}>
        {onRefresh && (
          <button
            type="button"
            className={styles.refresh}
            aria-label={refresh}
            aria-disabled={loading || undefined}
            onClick={() => {
              if (!loading) onRefresh();
            }}
          >
            <RefreshIcon />
          </button>
        )}
        {audioSrc !== undefined && state === 'ready' && (
          <>
            <button
              type="button"
              className={styles.refresh}
              aria-label={listen}
              onClick={() => {
                const player = audio.current;
                if (!player) return;
                player.currentTime = 0;
                // A browser that refuses to play leaves the picture and the refresh as they were.
                player.play().catch(() => {});
              }}
            >
              <SpeakerIcon />
            </button>
            {/* biome-ignore lint/a11y/useMediaCaption: the recording is the text alternative of the picture; its words are the characters shown */}
            <audio ref={audio} src={audioSrc} preload="none" />
          </>
        )}
      </div>
      <span className={visuallyHidden} role="status">
        {state === 'loading' ? loadingLabel : null}
      </span>
    </div>
  );
}
