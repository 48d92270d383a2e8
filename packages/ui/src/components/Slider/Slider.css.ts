import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const output = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
});

const track = {
  height: '6px',
  borderRadius: vars.radius.pill,
  // The filled part up to the thumb: `--slider-fill` is set from the value.
  background: `linear-gradient(to right, ${vars.color.brand} var(--slider-fill, 0%), ${vars.color.border} var(--slider-fill, 0%))`,
};

const thumb = {
  width: '24px',
  height: '24px',
  border: `3px solid ${vars.color.surface}`,
  borderRadius: vars.radius.round,
  background: vars.color.brand,
  boxShadow: `0 0 0 1px ${vars.color.brand}, ${vars.shadow.sm}`,
  cursor: 'pointer',
};

export const input = style({
  appearance: 'none',
  width: '100%',
  // A 44 px tall hit area around the 6 px track.
  height: '44px',
  margin: 0,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&::-webkit-slider-runnable-track': track,
    '&::-moz-range-track': track,
    '&::-webkit-slider-thumb': { ...thumb, appearance: 'none', marginTop: '-9px' },
    '&::-moz-range-thumb': thumb,
    '&[aria-invalid="true"]::-webkit-slider-thumb': {
      background: vars.color.danger,
      boxShadow: `0 0 0 1px ${vars.color.danger}`,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
  // Forced colours drop the track's gradient: an edge keeps the track in sight.
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&::-webkit-slider-runnable-track': { border: '1px solid ButtonText' },
        '&::-moz-range-track': { border: '1px solid ButtonText' },
      },
    },
  },
});

export const range = style({
  display: 'flex',
  justifyContent: 'space-between',
  marginTop: `calc(-1 * ${vars.space.xs})`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
