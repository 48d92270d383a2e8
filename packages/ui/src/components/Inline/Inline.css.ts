import { style } from '@vanilla-extract/css';

/**
 * Layout comes from `Box` sprinkles; this only resets a list's indent and bullets when an Inline
 * is rendered as `ul` or `ol` (its items are laid out in a row, not read as an indented list).
 */
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
