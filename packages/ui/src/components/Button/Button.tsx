'use client';

import { type ButtonHTMLAttributes, forwardRef } from 'react';
import type { ButtonVariants } from './Button.css.ts';
import { buttonClass } from './button-class.ts';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariants {
  /** Shows the busy state: the button stays focusable, announces `aria-busy` and ignores clicks. */
  busy?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { tone, size, fullWidth, busy = false, className, type = 'button', onClick, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={[buttonClass({ tone, size, fullWidth }), className].filter(Boolean).join(' ')}
      data-state={busy ? 'busy' : undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    />
  );
});
