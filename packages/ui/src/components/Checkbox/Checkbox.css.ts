import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** Box and label side by side; the label wraps under itself, not under the box. */
export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

/** The box: the real input and the check mark stacked in one grid cell. */
export const box = style({
  display: 'grid',
  flexShrink: 0,
  placeItems: 'center',
  width: '24px',
  height: '24px',
});

export const input = style({
  gridArea: '1 / 1',
  appearance: 'none',
  width: '22px',
  height: '22px',
  margin: 0,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:checked, &:indeterminate': { background: vars.color.brand, borderColor: vars.color.brand },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': {
      cursor: 'not-allowed',
      background: vars.color.surfaceAlt,
      borderColor: vars.color.border,
    },
    '&:checked:disabled, &:indeterminate:disabled': {
      background: vars.color.borderStrong,
      borderColor: vars.color.borderStrong,
    },
  },
});

export const mark = style({
  gridArea: '1 / 1',
  pointerEvents: 'none',
  color: vars.color.onBrand,
  fontSize: '16px',
  display: 'none',
  selectors: {
    [`${input}:checked:not(:indeterminate) ~ &[data-mark="check"]`]: { display: 'block' },
    [`${input}:indeterminate ~ &[data-mark="mixed"]`]: { display: 'block' },
  },
});

export const label = style({
  paddingBlock: vars.space.xxs,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  selectors: {
    [`${row}[data-disabled] &`]: { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

/** Hint and error line up with the label text, not the box. */
export const below = style({ paddingInlineStart: `calc(24px + ${vars.space.sm})` });
