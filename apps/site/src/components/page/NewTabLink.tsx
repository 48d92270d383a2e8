import { cx, visuallyHidden } from '@company/ui';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { LineIcon } from '../LineIcon.tsx';
import * as css from './company.css.ts';

export interface NewTabLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target'> {
  href: string;
  children: ReactNode;
  /** Read after the visible text, e.g. '(PDF, opens in a new tab)'. */
  hint: string;
  /** Words that make the link's purpose clear out of context, read before the hint. */
  context?: string;
}

/**
 * A link that opens in a new tab without giving the new page a handle on this one
 * (`noopener noreferrer`), and says so: a hidden hint for screen readers and an icon for sight.
 */
export function NewTabLink({ href, children, hint, context, className, ...rest }: NewTabLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cx(css.link, className)}
      {...rest}
    >
      {children}
      <span className={visuallyHidden}>
        {context ? ` ${context}` : ''} {hint}
      </span>
      <LineIcon
        className={css.newTabIcon}
        path="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
      />
    </a>
  );
}
