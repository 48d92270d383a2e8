export type { ButtonVariants } from './Button.css.ts';
export { Button, type ButtonProps } from './Button.tsx';
