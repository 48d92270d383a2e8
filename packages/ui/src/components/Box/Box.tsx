import { type AllHTMLAttributes, type ElementType, forwardRef } from 'react';
import { cx } from '../private/cx.ts';
import { type Sprinkles, sprinkles } from './sprinkles.css.ts';

export interface BoxProps
  extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>,
    Sprinkles {
  /** The element to render. Default `div`; use `section`, `ul`, `nav`… for the right semantics. */
  as?: ElementType;
}

/** Splits style props (sprinkles) from the element's own attributes. */
export function splitSprinkles<P extends object>(props: P): [Sprinkles, Omit<P, keyof Sprinkles>] {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return [atoms as Sprinkles, rest as Omit<P, keyof Sprinkles>];
}

/**
 * A layout element with theme-bound style props: responsive `padding`/`margin`/`gap` (and their
 * `X`/`Y` and `Block`/`Inline` forms) from `vars.space`, `display`, `flexDirection`, `alignItems`,
 * `justifyContent`, `flexWrap`, `textAlign`, colour roles (`background`, `color`) and
 * `borderRadius`. Responsive values: `padding={{ mobile: 'lg', desktop: '2xl' }}` or
 * `padding={['lg', null, '2xl']}`.
 */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box(
  { as: Component = 'div', className, ...props },
  ref,
) {
  const [atoms, rest] = splitSprinkles(props);
  return <Component ref={ref} className={cx(sprinkles(atoms), className) || undefined} {...rest} />;
});
