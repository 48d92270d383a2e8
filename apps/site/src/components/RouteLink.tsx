import type { AnchorHTMLAttributes, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation } from 'react-router-dom';

export interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the site, with an optional query (`/newsroom?page=2`). */
  to: string;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  /** Navigation state for the page (React Router's `state`). */
  state?: unknown;
  /** Marks the link `aria-current="page"` while its page is open (React Router's NavLink). */
  marksCurrent?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** NavLink's rule: the path itself or a path below it, case-insensitively; `/` only itself. */
function isCurrent(pathname: string, to: string): boolean {
  const here = pathname.toLowerCase();
  const target = (to.split(/[?#]/)[0] ?? '').toLowerCase().replace(/(.)\/$/, '$1');
  if (here === target) return true;
  return target !== '/' && here.startsWith(`${target}/`);
}

/**
 * A link to a page of the site, client-side routed. It is React Router's documented recipe for a
 * custom link (`useHref` + `useLinkClickHandler`) rather than its `Link`/`NavLink`: those carry the
 * framework mode's route-module prefetching, which this declarative-mode site never uses, and it
 * cost the first page about 2 kB gzip of JavaScript (the home page's budget is 90 kB).
 * Modifier-key clicks, `target` and a link to the current page behave as with `Link`.
 */
export function RouteLink({
  to,
  replace,
  state,
  marksCurrent = false,
  onClick,
  target,
  ...anchor
}: RouteLinkProps) {
  const href = useHref(to);
  const { pathname } = useLocation();
  const navigate = useLinkClickHandler(to, {
    target,
    state,
    ...(replace === undefined ? {} : { replace }),
  });
  const current = marksCurrent && isCurrent(pathname, to);
  return (
    <a
      {...anchor}
      href={href}
      target={target}
      aria-current={current ? 'page' : anchor['aria-current']}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
