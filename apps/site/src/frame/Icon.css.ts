import { style } from '@vanilla-extract/css';

export const icon = style({
  display: 'inline-block',
  flex: 'none',
  width: '1em',
  height: '1em',
});
