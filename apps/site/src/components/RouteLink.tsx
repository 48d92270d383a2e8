import type { AnchorHTMLAttributes, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation } from 'react-router-dom';
import { normalisePath } from '../lib/paths.ts';

export interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the site, with an optional query (`/newsroom?page=2`). */
  to: string;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  /** Navigation state for the page (React Router's `state`). */
  state?: unknown;
  /** Marks the link `aria-current="page"` while its page is open (React Router's NavLink). */
  marksCurrent?: boolean;
  /**
   * An element id added to the address only (`/#our-products`): a click before the page's code
   * has loaded still lands on it, while a routed click goes to `to` with its `state`.
   */
  hrefHash?: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** NavLink's rule: the path itself or a path below it, case-insensitively; `/` only itself. */
function isCurrent(pathname: string, to: string): boolean {
  const here = normalisePath(pathname);
  const target = normalisePath(to.split(/[?#]/)[0] ?? '');
  if (here === target) return true;
  return target !== '/' && here.startsWith(`${target}/`);
}

/**
 * A link to a page of the site, client-side routed. It is React Router's documented recipe for a
 * custom link (`useHref` + `useLinkClickHandler`) rather than its `Link`/`NavLink`: those carry the
 * framework mode's route-module prefetching, which this declarative-mode site never uses: the two
 * add 2.9 kB gzip to the home page's first JavaScript (its budget is 90 kB).
 * Modifier-key clicks, `target` and a link to the current page behave as with `Link`.
 */
export function RouteLink({
  to,
  replace,
  state,
  marksCurrent = false,
  hrefHash,
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
      href={hrefHash ? `${href}#${hrefHash}` : href}
      target={target}
      aria-current={current ? 'page' : anchor['aria-current']}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

/** RouteLink for components that hand their link an `href` (ProductTile, Pagination). */
export function HrefRouteLink({ href, ...props }: Omit<RouteLinkProps, 'to'> & { href: string }) {
  return <RouteLink to={href} {...props} />;
}
