'use client';

import type { CSSProperties, ReactNode } from 'react';
import {
  toast as baseToast,
  type Id,
  Slide,
  ToastContainer,
  type ToastContainerProps,
  type ToastContent,
  type ToastOptions,
} from 'react-toastify/unstyled';
import { cx } from '../private/cx.ts';
import { CloseIcon } from '../private/icons.tsx';
import * as css from './Toaster.css.ts';

/** The two durations the site uses: the default, and the short one for quick confirmations. */
export const toastDurations = { default: 5000, short: 2000 } as const;

/** Carries a toast's duration to the reduced-motion rule in `Toaster.css.ts`. */
const durationStyle = (
  ms: number | false | undefined,
  style?: CSSProperties,
): CSSProperties | undefined =>
  typeof ms === 'number' ? ({ ...style, '--toast-autoclose': `${ms}ms` } as CSSProperties) : style;

export interface ToasterProps extends Omit<ToastContainerProps, 'theme' | 'closeButton'> {
  /** Milliseconds before a toast closes; hovering or focusing it pauses the timer. Default 5000; `toastDurations.short` is 2000. */
  autoClose?: number | false;
  /** The toasts' own words, to translate or adjust; English by default. */
  labels?: Partial<ToasterLabels>;
}

/** The words Toaster writes itself. */
export interface ToasterLabels {
  /** Accessible name of each toast's close button. */
  close: string;
}

/** Toaster's English words. */
export const defaultToasterLabels: ToasterLabels = { close: 'Close' };

/**
 * Where toasts appear: top right, light theme, 5000 ms by default (`autoClose={2000}` for the
 * short variant), styled with our tokens. Mount one near the root of the app and show toasts with
 * `toast.success/error/info` from this package. The container is a polite live region: success and
 * info toasts are `role="status"` (announced politely), error toasts `role="alert"` (at once).
 * Under `prefers-reduced-motion` toasts appear without sliding and the timer bar is hidden.
 */
export function Toaster({
  autoClose = toastDurations.default,
  position = 'top-right',
  labels,
  className,
  style,
  ...rest
}: ToasterProps) {
  return (
    <ToastContainer
      position={position}
      autoClose={autoClose}
      theme="light"
      transition={Slide}
      closeOnClick={false}
      className={cx(css.container, typeof className === 'string' && className) || undefined}
      style={durationStyle(autoClose, style)}
      closeButton={({ closeToast }) => (
        <button
          type="button"
          className={css.close}
          aria-label={labels?.close ?? defaultToasterLabels.close}
          onClick={() => closeToast(true)}
        >
          <CloseIcon />
        </button>
      )}
      {...rest}
    />
  );
}

export type ToastHelperOptions = Omit<ToastOptions, 'type' | 'role'>;
type ShowToast = (content: ToastContent | ReactNode, options?: ToastHelperOptions) => Id;

const show =
  (type: 'success' | 'error' | 'info', role: 'status' | 'alert') =>
  (content: ToastContent | ReactNode, options: ToastHelperOptions = {}) =>
    baseToast[type](content as ToastContent, {
      role,
      ...options,
      style: durationStyle(options.autoClose, options.style),
    });

/**
 * Show a toast in the `Toaster`. `toast.success` and `toast.info` are announced politely
 * (`role="status"`), `toast.error` at once (`role="alert"`). Options are react-toastify's, e.g.
 * `{ autoClose: toastDurations.short }`. Returns the toast's id for `toast.dismiss(id)`.
 */
export const toast: {
  success: ShowToast;
  info: ShowToast;
  error: ShowToast;
  dismiss: (id?: Id) => void;
  isActive: (id: Id) => boolean;
} = {
  success: show('success', 'status'),
  info: show('info', 'status'),
  error: show('error', 'alert'),
  // Wrapped, not re-exported: the published declarations must not name react-toastify's internal types.
  dismiss: (id) => baseToast.dismiss(id),
  isActive: (id) => baseToast.isActive(id),
};
