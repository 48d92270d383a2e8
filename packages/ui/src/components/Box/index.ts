export { Box, type BoxProps } from './Box.tsx';
export { type Sprinkles, sprinkles } from './sprinkles.css.ts';
