import { vars } from '@company/ui';
import { style } from '@vanilla-extract/css';

/** The category bar of loan products under the header. */

export const categoryBar = style({
  background: vars.color.brandSoft,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const categoryList = style({
  listStyle: 'none',
  margin: '0 auto',
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const categoryLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space.md,
  color: vars.color.onBrandSoft,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderBottom: '3px solid transparent',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-current="page"]': {
      borderBottomColor: vars.color.brand,
      fontWeight: vars.fontWeight.bold,
    },
  },
});
