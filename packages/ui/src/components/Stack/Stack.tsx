import { forwardRef } from 'react';
import { Box, type BoxProps } from '../Box/Box.tsx';
import type { Sprinkles } from '../Box/sprinkles.css.ts';

const alignments = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
} as const;

type Responsive<T extends string> = T | Partial<Record<'mobile' | 'tablet' | 'desktop', T>>;

const flexDirectionOf = (direction: 'vertical' | 'horizontal') =>
  direction === 'horizontal' ? 'row' : 'column';

/** Maps each breakpoint's direction by hand: sprinkles' `createMapValueFn` would add its runtime for this one use (docs/decisions.md). */
const mapDirection = (direction: Responsive<'vertical' | 'horizontal'>) =>
  typeof direction === 'string'
    ? flexDirectionOf(direction)
    : (Object.fromEntries(
        Object.entries(direction).map(([breakpoint, value]) => [
          breakpoint,
          value && flexDirectionOf(value),
        ]),
      ) as Sprinkles['flexDirection']);

export interface StackProps
  extends Omit<
    BoxProps,
    'display' | 'flexDirection' | 'alignItems' | 'justifyContent' | 'flexWrap' | 'wrap'
  > {
  /** `vertical` (default) stacks children top to bottom; `horizontal` lays them in a row. Responsive. */
  direction?: Responsive<'vertical' | 'horizontal'>;
  /** Space between children, from `vars.space`. Default `lg`. Responsive. */
  gap?: Sprinkles['gap'];
  /** Cross-axis alignment. Default `stretch` (vertical) or `center` (horizontal). */
  align?: keyof typeof alignments;
  /** Main-axis distribution. Default `start`. */
  justify?: 'start' | 'center' | 'end' | 'between';
  /**
   * Let children wrap onto new lines. Default: rows wrap (so they reflow at 320 px and with large
   * text), columns do not. `false` keeps a row on one line: it must then fit, or scroll inside itself.
   */
  wrap?: boolean;
}

/**
 * Lays children out in a column or a row with even gaps from the theme. Renders a `div` (use
 * `as="ul"` for a list). Margins of children are not needed: the gap does the spacing.
 */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  {
    direction = 'vertical',
    gap = 'lg',
    align,
    justify = 'start',
    wrap = direction !== 'vertical',
    ...rest
  },
  ref,
) {
  const isRow = typeof direction === 'string' && direction === 'horizontal';
  return (
    <Box
      ref={ref}
      display="flex"
      flexDirection={mapDirection(direction)}
      gap={gap}
      alignItems={alignments[align ?? (isRow ? 'center' : 'stretch')]}
      justifyContent={justify === 'between' ? 'space-between' : alignments[justify]}
      flexWrap={wrap ? 'wrap' : undefined}
      {...rest}
    />
  );
});
