export type { CardVariants } from './Card.css.ts';
export { Card, type CardProps } from './Card.tsx';
