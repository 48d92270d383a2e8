import { reducedMotion, vars } from '@company/ui';
import { keyframes, style } from '@vanilla-extract/css';

export const screen = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xl,
  padding: vars.space.xl,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  textAlign: 'center',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  color: vars.color.brand,
});

const ride = keyframes({
  '0%, 100%': { transform: 'translateY(0)' },
  '50%': { transform: 'translateY(-3px)' },
});
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const road = keyframes({ to: { strokeDashoffset: '-40' } });

export const bike = style({
  width: 'min(240px, 70vw)',
  height: 'auto',
  color: vars.color.brand,
});

export const bikeBody = style({
  animation: `${ride} 600ms ease-in-out infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const wheel = style({
  transformBox: 'fill-box',
  transformOrigin: 'center',
  animation: `${spin} 700ms linear infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const roadLine = style({
  animation: `${road} 500ms linear infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const progress = style({
  width: 'min(320px, 80vw)',
  height: '12px',
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  overflow: 'hidden',
});

export const bar = style({
  height: '100%',
  width: '100%',
  transformOrigin: 'left',
  background: vars.color.brand,
  transition: 'transform 100ms linear',
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const counter = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontVariantNumeric: 'tabular-nums',
});

export const goNow = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  minHeight: '24px',
});

export const headlight = style({ fill: vars.color.accent });
