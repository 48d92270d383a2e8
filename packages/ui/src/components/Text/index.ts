export type { HeadingVariants, TextVariants } from './Text.css.ts';
export { Heading, type HeadingProps, Text, type TextProps } from './Text.tsx';
