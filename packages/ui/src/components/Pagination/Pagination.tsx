'use client';

import type { AnchorHTMLAttributes, ElementType, MouseEvent, ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../private/icons.tsx';
import * as css from './Pagination.css.ts';

/** What Pagination passes to its link component. */
export type PaginationLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** The words Pagination writes itself. */
export interface PaginationLabels {
  /** Name of the `nav` landmark when no `label` is given. */
  navigation: string;
  /** The step to the previous page. */
  previous: string;
  /** The step to the next page. */
  next: string;
  /** Accessible name of a page number, e.g. 'Page 2'. */
  page: (page: number) => string;
}

/** Pagination's English words. */
export const defaultPaginationLabels: PaginationLabels = {
  navigation: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: (n) => `Page ${n}`,
};

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are. Nothing renders when there is one or none. */
  pageCount: number;
  /** Called with the page asked for. With `getHref` it runs on link clicks too (call `preventDefault()` to route yourself). */
  onPageChange?: (page: number) => void;
  /** Turns pages into links for URL-driven lists, e.g. `(p) => \`/news?page=${p}\``. Without it, pages are buttons. */
  getHref?: (page: number) => string;
  /** Renders the links, so any router works: `({ href, ...props }) => <Link to={href} {...props} />`. Default `a`. */
  linkComponent?: ElementType<PaginationLinkProps>;
  /** Name of the `nav` landmark. Default `labels.navigation` ('Pagination'). */
  label?: string;
  /** The pagination's own words, to translate or adjust; English by default. */
  labels?: Partial<PaginationLabels>;
  className?: string;
}

/** At most 5 consecutive pages, centred on the current one where the ends allow. */
export function pageWindow(page: number, pageCount: number, size = 5): number[] {
  const first = Math.max(1, Math.min(page - Math.floor(size / 2), pageCount - size + 1));
  const last = Math.min(pageCount, first + size - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/**
 * Previous and next with at most 5 page numbers around the current page, in a `nav` landmark.
 * The current page carries `aria-current="page"`; Previous on the first page and Next on the last
 * are disabled. Controlled: `page` + `onPageChange`. With `getHref` every page is a real link
 * (shareable, works without JavaScript); otherwise buttons.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  getHref,
  linkComponent: Link = 'a',
  label,
  labels: labelOverrides,
  className,
}: PaginationProps) {
  const {
    navigation,
    previous,
    next,
    page: pageName,
  } = {
    ...defaultPaginationLabels,
    ...labelOverrides,
  };
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);

  const control = (
    target: number,
    content: ReactNode,
    options: { name?: string; disabled?: boolean; current?: boolean },
  ) => {
    const common = {
      className: css.item,
      'aria-label': options.name,
      'aria-current': options.current ? ('page' as const) : undefined,
    };
    if (options.disabled) {
      // A disabled end is not focusable: a link without href (still a named, dimmed link), or a disabled button.
      return getHref ? (
        <a {...common} role="link" aria-disabled="true">
          {content}
        </a>
      ) : (
        <button type="button" {...common} disabled>
          {content}
        </button>
      );
    }
    const go = (event: MouseEvent) => {
      if (options.current) return;
      if (!getHref) event.preventDefault();
      onPageChange?.(target);
    };
    return getHref ? (
      <Link {...common} href={getHref(target)} onClick={go}>
        {content}
      </Link>
    ) : (
      <button type="button" {...common} onClick={go}>
        {content}
      </button>
    );
  };

  return (
    <nav aria-label={label ?? navigation} className={className}>
      <ul className={css.list}>
        <li>
          {control(
            current - 1,
            <>
              <ChevronLeftIcon />
              <span className={css.stepText}>{previous}</span>
            </>,
            { disabled: current === 1, name: previous },
          )}
        </li>
        {pageWindow(current, pageCount).map((n) => (
          <li key={n}>{control(n, n, { name: pageName(n), current: n === current })}</li>
        ))}
        <li>
          {control(
            current + 1,
            <>
              <span className={css.stepText}>{next}</span>
              <ChevronRightIcon />
            </>,
            { disabled: current === pageCount, name: next },
          )}
        </li>
      </ul>
    </nav>
  );
}
