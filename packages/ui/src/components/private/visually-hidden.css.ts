import { style } from '@vanilla-extract/css';

/**
 * Hidden on screen, present for assistive technology: for words a screen reader needs that the
 * picture already says (a live countdown's spoken time, "opens in a new tab").
 */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
