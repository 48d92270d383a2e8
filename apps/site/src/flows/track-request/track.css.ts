import { mediaQuery, vars } from '@company/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'block' });

export const stepHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  ':focus': { outline: 'none' },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const notice = style({ margin: 0 });

export const linkButton = style({
  background: 'none',
  border: 0,
  padding: `${vars.space.xs} 0`,
  font: 'inherit',
  color: vars.color.brand,
  textDecoration: 'underline',
  cursor: 'pointer',
  minHeight: '44px',
});

/** The ticket's particulars: a term above its value on a phone, beside it from a tablet up. */
export const details = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const detailRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.xs,
  '@media': { [mediaQuery('tablet')]: { gridTemplateColumns: '14rem 1fr' } },
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderLeft: `3px solid ${vars.color.border}`,
});

export const event = style({
  position: 'relative',
  padding: `0 0 ${vars.space.md} ${vars.space.lg}`,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: '-9px',
      top: '4px',
      width: '15px',
      height: '15px',
      borderRadius: '50%',
      background: vars.color.brand,
    },
  },
});

export const eventTitle = style({ margin: 0, fontWeight: 600 });
export const eventTime = style({ margin: 0, color: vars.color.textMuted });
export const eventNote = style({ margin: `${vars.space.xs} 0 0` });

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const list = style({ margin: 0, paddingLeft: vars.space.lg });
export const paragraph = style({ margin: 0 });
