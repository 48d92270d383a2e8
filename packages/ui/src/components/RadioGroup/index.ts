export type { RadioGroupVariants } from './RadioGroup.css.ts';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup.tsx';
