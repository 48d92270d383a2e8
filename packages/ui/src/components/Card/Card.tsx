import { forwardRef } from 'react';
import { Box, type BoxProps } from '../Box/Box.tsx';
import { cx } from '../private/cx.ts';
import { card } from './Card.css.ts';

type SpaceInside = 'padding' | 'paddingX' | 'paddingY' | 'paddingBlock' | 'paddingInline';

export interface CardProps extends Omit<BoxProps, SpaceInside | 'background' | 'borderRadius'> {
  /**
   * The element to render. Default `div`; `section` or `article` for a content card with a
   * heading, `form` for a form card, `li` inside a list of cards.
   */
  as?: BoxProps['as'];
  /** Inner space: `md` (default) 16 px, 24 px from tablet up, for forms; `lg` 24 px for content; `none`. */
  padding?: 'none' | 'md' | 'lg';
  /** Fill the height of its grid cell or flex line, so cards side by side end level. Default false. */
  fullHeight?: boolean;
}

/**
 * A surface that groups one thing — a form, a result, a contact — with the theme's surface
 * colour, border, large radius and small shadow. Takes `Box`'s layout props (`display`, `gap`,
 * `flexDirection`…) to arrange what is inside, e.g. `display="flex" flexDirection="column" gap="sm"`.
 */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { padding, fullHeight, className, ...rest },
  ref,
) {
  return <Box ref={ref} className={cx(card({ padding, fullHeight }), className)} {...rest} />;
});
