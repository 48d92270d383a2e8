import { type ElementType, forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../private/cx.ts';
import { type HeadingVariants, heading, type TextVariants, text } from './Text.css.ts';

export interface TextProps extends HTMLAttributes<HTMLElement>, TextVariants {
  /** The element to render. Default `p`; `span` inside other text, `strong`, `small`… */
  as?: ElementType;
}

/** Body text from the theme: `size` (`xs`…`4xl`, default `md`), `weight`, `tone` and `align`. */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  { as: Component = 'p', size, weight, tone, align, className, ...rest },
  ref,
) {
  return (
    <Component ref={ref} className={cx(text({ size, weight, tone, align }), className)} {...rest} />
  );
});

const sizeOfLevel = { 1: '3xl', 2: '2xl', 3: 'xl', 4: 'lg', 5: 'md', 6: 'md' } as const;

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement>, HeadingVariants {
  /** The outline level, `h1`…`h6`: choose it for the document outline, not for the look. Default 2. */
  level?: 1 | 2 | 3 | 4 | 5 | 6;
}

/**
 * A heading whose element follows the outline (`level`) and whose look can differ (`size`,
 * default by level: 1 `3xl`, 2 `2xl`, 3 `xl`, 4 `lg`, 5–6 `md`).
 */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level = 2, size, tone, align, className, ...rest },
  ref,
) {
  const Component = `h${level}` as const;
  return (
    <Component
      ref={ref}
      className={cx(heading({ size: size ?? sizeOfLevel[level], tone, align }), className)}
      {...rest}
    />
  );
});
