import type { MouseEventHandler, ReactNode, Ref } from 'react';
import { RouteLink } from '../components/RouteLink.tsx';
import type { NavLink } from '../content/navigation.ts';
import { sectionState, sectionTargets } from '../content/sections.ts';

export interface SectionLinkProps {
  link: NavLink;
  className?: string;
  children?: ReactNode;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link of the header or footer. With a section it navigates to the page with the
 * section as navigation state, and the scroll manager brings the section into view — also when
 * the page is already open. Its `href` carries the section's id as a hash, so a click before the
 * page's code has loaded still lands on the section; after that, the address stays the plain
 * page path.
 */
export function SectionLink({ link, children, ...anchor }: SectionLinkProps) {
  const section = link.section;
  return (
    <RouteLink
      {...anchor}
      to={link.to}
      {...(section ? { state: sectionState(section), hrefHash: sectionTargets[section].id } : {})}
    >
      {children ?? link.label}
    </RouteLink>
  );
}
