import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';
import { reducedMotion } from '../../tokens/shared.ts';

/**
 * react-toastify's own stylesheet (imported once in `styles.ts`) reads these custom properties;
 * setting them on our container themes every toast inside it with our tokens.
 */
export const container = style({
  vars: {
    '--toastify-z-index': vars.zIndex.toast,
    '--toastify-font-family': vars.font.body,
    '--toastify-toast-bd-radius': vars.radius.md,
    '--toastify-toast-shadow': vars.shadow.lg,
    '--toastify-toast-min-height': '56px',
    '--toastify-color-light': vars.color.surface,
    '--toastify-text-color-light': vars.color.text,
    '--toastify-color-info': vars.color.brand,
    '--toastify-color-success': vars.color.success,
    '--toastify-color-error': vars.color.danger,
    '--toastify-color-warning': vars.color.accent,
    '--toastify-icon-color-info': vars.color.brand,
    '--toastify-icon-color-success': vars.color.success,
    '--toastify-icon-color-error': vars.color.danger,
    '--toastify-color-progress-light': vars.color.brand,
    '--toastify-color-progress-info': vars.color.brand,
    '--toastify-color-progress-success': vars.color.success,
    '--toastify-color-progress-error': vars.color.danger,
  },
});

globalStyle(`${container} .Toastify__toast`, {
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

/**
 * The timer is the progress bar's CSS animation: react-toastify closes a toast when it ends. Our
 * global reduced-motion rule shortens every animation to 0.01 ms, which would close toasts at
 * once, so here the bar keeps its real duration (the `--toast-autoclose` property the Toaster and
 * our `toast` helpers set) and is only hidden.
 */
globalStyle(`${container} .Toastify__progress-bar--animated`, {
  '@media': {
    [reducedMotion]: {
      animationDuration: 'var(--toast-autoclose) !important',
      visibility: 'hidden',
    },
  },
});

export const close = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '32px',
  height: '32px',
  marginBlock: `calc(-1 * ${vars.space.xs})`,
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt, color: vars.color.text } },
  // Forced colours paint no hover fill: an edge keeps the close button a button.
  '@media': { '(forced-colors: active)': { border: '1px solid ButtonText' } },
});
