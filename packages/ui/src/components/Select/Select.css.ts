import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.text,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.fast,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

/** The list: as wide as the trigger, at most `maxListHeight` tall (scrolls), above dialogs. */
export const content = style({
  zIndex: `calc(${vars.zIndex.modal} + 1)`,
  width: 'var(--radix-select-trigger-width)',
  minWidth: '12rem',
  overflowY: 'auto',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '40px',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  outline: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.brandSoft, color: vars.color.onBrandSoft },
    '&[data-state="checked"]': { fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default' },
  },
});

export const empty = style({ justifyContent: 'center', fontStyle: 'italic' });

export const check = style({ color: vars.color.brand });
