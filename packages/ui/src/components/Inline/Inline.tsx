import { forwardRef } from 'react';
import { Box, type BoxProps } from '../Box/Box.tsx';
import type { Sprinkles } from '../Box/sprinkles.css.ts';
import { cx } from '../private/cx.ts';
import { list } from './Inline.css.ts';

const alignments = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
  stretch: 'stretch',
} as const;

const justifications = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const;

export interface InlineProps
  extends Omit<
    BoxProps,
    'display' | 'flexDirection' | 'alignItems' | 'justifyContent' | 'flexWrap' | 'wrap'
  > {
  /** Space between items, across and down when they wrap, from `vars.space`. Default `md`. Responsive. */
  gap?: Sprinkles['gap'];
  /**
   * Vertical alignment of the items in a line. Default `center`; `stretch` makes them as tall as
   * the line's tallest (tiles, cards).
   */
  align?: keyof typeof alignments;
  /** Horizontal distribution of the items: `between` pushes the first and last to the edges. Default `start`. */
  justify?: keyof typeof justifications;
  /**
   * Below this breakpoint the items stack in a full-width column (e.g. a form's buttons on a
   * phone); from it up they form the wrapping row. Default: always a row.
   */
  collapseBelow?: 'tablet' | 'desktop';
  /** The element to render. Default `div`; `ul` or `ol` for a list of links or tags (give it `li` items; bullets and indent are removed). */
  as?: BoxProps['as'];
}

/**
 * A row of items that wraps onto new lines when it runs out of room — buttons, links, tags —
 * with gaps from the theme's space scale. With `collapseBelow`, a column of full-width items on
 * small screens. Built on `Box` sprinkles: its only CSS of its own is the list reset for `as="ul"`.
 */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { gap = 'md', align = 'center', justify = 'start', collapseBelow, as, className, ...rest },
  ref,
) {
  const row = { alignItems: alignments[align], justifyContent: justifications[justify] };
  return (
    <Box
      ref={ref}
      as={as}
      className={cx(as === 'ul' || as === 'ol' ? list : undefined, className)}
      display="flex"
      flexWrap="wrap"
      gap={gap}
      {...(collapseBelow
        ? {
            flexDirection: { mobile: 'column', [collapseBelow]: 'row' },
            alignItems: { mobile: 'stretch', [collapseBelow]: row.alignItems },
            justifyContent: { mobile: 'flex-start', [collapseBelow]: row.justifyContent },
          }
        : row)}
      {...rest}
    />
  );
});
