import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';

export const video = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  marginBlockStart: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.inverse,
  aspectRatio: '16 / 9',
});
