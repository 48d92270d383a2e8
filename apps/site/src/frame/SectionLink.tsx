import { forwardRef, type MouseEventHandler, type ReactNode } from 'react';
import { useLinkClickHandler } from 'react-router-dom';
import { RouteLink } from '../components/RouteLink.tsx';
import type { NavLink } from '../content/navigation.ts';
import { type SectionName, sectionState, sectionTargets } from './sections.ts';

export interface SectionLinkProps {
  link: NavLink;
  className?: string;
  children?: ReactNode;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/**
 * A link to a section of a page (§2.3): it navigates to the page with the section as navigation
 * state, and the scroll manager brings the section into view — also when the page is already
 * open. Its `href` carries the section's id as a hash, so a click before the page's code has
 * loaded still lands on the section; after that, the address stays the plain page path.
 */
const ToSection = forwardRef<HTMLAnchorElement, SectionLinkProps & { section: SectionName }>(
  function ToSection({ link, section, className, children, onClick }, ref) {
    const state = sectionState(section);
    const navigate = useLinkClickHandler(link.to, { state });
    return (
      <a
        ref={ref}
        href={`${link.to}#${sectionTargets[section].id}`}
        className={className}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) navigate(event);
        }}
      >
        {children ?? link.label}
      </a>
    );
  },
);

/** A link of the header or footer; with a section it scrolls there (see `ToSection`). */
export const SectionLink = forwardRef<HTMLAnchorElement, SectionLinkProps>(
  function SectionLink(props, ref) {
    const { link, className, children, onClick } = props;
    if (link.section) return <ToSection ref={ref} {...props} section={link.section} />;
    return (
      <RouteLink ref={ref} to={link.to} className={className} onClick={onClick}>
        {children ?? link.label}
      </RouteLink>
    );
  },
);
