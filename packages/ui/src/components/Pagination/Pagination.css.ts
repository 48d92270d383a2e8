import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
});

/** Page numbers, previous and next: buttons or links, one look. */
export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: '44px',
  minHeight: '44px',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brand,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"]):not(:disabled):not([aria-current="page"])': {
      background: vars.color.brandSoft,
    },
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      cursor: 'default',
    },
    '&:disabled, &[aria-disabled="true"]': {
      color: vars.color.textMuted,
      background: vars.color.surfaceAlt,
      cursor: 'not-allowed',
    },
  },
});

/** "Previous" and "Next" words: hidden on narrow screens, where the arrows and names remain. */
export const stepText = style({
  '@media': {
    'screen and (max-width: 479.98px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
