import type { HTMLAttributes } from 'react';
import { cx } from '../private/cx.ts';
import * as css from './LoadingOverlay.css.ts';

export interface LoadingOverlayProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Whether the overlay shows. Default true. Keep it mounted and toggle this, so the announcement is reliable. */
  open?: boolean;
  /** What is happening, shown under the spinner and announced. Default `labels.loading` ('Loading…'). */
  label?: string;
  /** A second, quieter line under the label (e.g. 'Please do not refresh or click back button'). */
  detail?: string;
  /** The overlay's own words, to translate or adjust; English by default. */
  labels?: Partial<LoadingOverlayLabels>;
}

/** The words LoadingOverlay writes itself. */
export interface LoadingOverlayLabels {
  /** Shown and announced when no `label` says what is happening. */
  loading: string;
}

/** LoadingOverlay's English words. */
export const defaultLoadingOverlayLabels: LoadingOverlayLabels = { loading: 'Loading…' };

/**
 * A full-screen loading overlay with a spinner (still under `prefers-reduced-motion`) and a
 * visible label. The element is a polite live region (`role="status"`) that stays in the page while
 * closed, so screen readers announce the label when it opens. While it shows, also mark the part
 * of the page being updated with `aria-busy="true"` (e.g. the form or `main`) and remove it when
 * done; disable the control that started the work.
 */
export function LoadingOverlay({
  open = true,
  label,
  detail,
  labels,
  className,
  ...rest
}: LoadingOverlayProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cx(css.overlay, className)}
      data-state={open ? 'open' : 'closed'}
      {...rest}
    >
      {open ? (
        <>
          <span className={css.spinner} aria-hidden="true" />
          <span>{label ?? labels?.loading ?? defaultLoadingOverlayLabels.loading}</span>
          {detail ? <span className={css.detail}>{detail}</span> : null}
        </>
      ) : null}
    </div>
  );
}
