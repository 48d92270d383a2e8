import { type ElementType, forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../private/cx.ts';
import { type ContainerVariants, container, containerSize } from './Container.css.ts';

export interface ContainerProps extends HTMLAttributes<HTMLElement>, ContainerVariants {
  /** The element to render. Default `div` (e.g. `main`, `section`). */
  as?: ElementType;
}

/**
 * Centres page content at a readable maximum width (`size`: `sm` 720 px, `md` 960 px, `lg`
 * 1280 px, `full`) with side padding that grows with the screen (16, 24, 32 px).
 */
export const Container = forwardRef<HTMLElement, ContainerProps>(function Container(
  { as: Component = 'div', size, className, ...rest },
  ref,
) {
  return (
    <Component
      ref={ref}
      className={cx(container, containerSize[size ?? 'lg'], className)}
      {...rest}
    />
  );
});
