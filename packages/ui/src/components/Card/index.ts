export { type CardVariants, card as cardStyle } from './Card.css.ts';
export { Card, type CardProps } from './Card.tsx';
