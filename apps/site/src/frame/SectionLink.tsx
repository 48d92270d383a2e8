import { forwardRef, type MouseEventHandler, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { NavLink } from '../content/navigation.ts';
import { sectionState } from './sections.ts';

export interface SectionLinkProps {
  link: NavLink;
  className?: string;
  children?: ReactNode;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/**
 * A link of the header or footer. With a section it passes the section as navigation state, so
 * the scroll manager brings that section into view — also when the page is already open.
 */
export const SectionLink = forwardRef<HTMLAnchorElement, SectionLinkProps>(function SectionLink(
  { link, className, children, onClick },
  ref,
) {
  return (
    <Link
      ref={ref}
      to={link.to}
      state={link.section ? sectionState(link.section) : undefined}
      className={className}
      onClick={onClick}
    >
      {children ?? link.label}
    </Link>
  );
});
