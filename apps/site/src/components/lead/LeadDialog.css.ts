import { vars } from '@company/ui';
import { style } from '@vanilla-extract/css';

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  marginBlock: `${vars.space.lg} 0`,
});

export const form = style({ display: 'grid', gap: vars.space.lg, marginTop: vars.space.lg });

export const field = style({ display: 'grid', gap: vars.space.xs });

export const label = style({ fontWeight: vars.fontWeight.semibold });

export const input = style({
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' } },
});

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.semibold,
});

export const notice = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const inlineButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.brand,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const thanks = style({
  display: 'grid',
  gap: vars.space.lg,
  marginTop: vars.space.lg,
  justifyItems: 'start',
});
