export type { ContainerVariants } from './Container.css.ts';
export { Container, type ContainerProps } from './Container.tsx';
