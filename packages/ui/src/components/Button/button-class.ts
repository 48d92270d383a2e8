import { type ButtonVariants, buttonClasses } from './Button.css.ts';

/** The class names of a button of these variants (also for a link drawn as a button). */
export function buttonClass({
  tone = 'primary',
  size = 'md',
  fullWidth,
}: ButtonVariants = {}): string {
  const { base, tones, sizes, wide } = buttonClasses;
  return `${base} ${tones[tone]} ${sizes[size]}${fullWidth ? ` ${wide}` : ''}`;
}
