import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';
import { reducedMotion } from '../../tokens/shared.ts';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.loading,
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: `color-mix(in srgb, ${vars.color.surface} 88%, transparent)`,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
  selectors: { '&[data-state="closed"]': { display: 'none' } },
});

export const detail = style({
  marginBlockStart: `calc(-1 * ${vars.space.sm})`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

const spin = keyframes({ to: { transform: 'rotate(1turn)' } });

export const spinner = style({
  width: '48px',
  height: '48px',
  border: `5px solid ${vars.color.brandSoft}`,
  borderTopColor: vars.color.brand,
  borderRadius: vars.radius.round,
  animation: `${spin} 0.8s linear infinite`,
  // A still ring: the words say it is loading; nothing moves for people who asked for less motion.
  '@media': { [reducedMotion]: { animation: 'none !important' } },
});
