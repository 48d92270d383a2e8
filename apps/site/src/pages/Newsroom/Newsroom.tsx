import { cx, Pagination, Stack } from '@company/ui';
import { useSearchParams } from 'react-router-dom';
import { DecorativeImage } from '../../components/DecorativeImage.tsx';
import * as css from '../../components/page/company.css.ts';
import { NewTabLink } from '../../components/page/NewTabLink.tsx';
import { PageBlock } from '../../components/page/PageSection.tsx';
import { HrefRouteLink, RouteLink } from '../../components/RouteLink.tsx';
import { calendar } from '../../content/calendar.ts';
import { paginationLabels } from '../../content/component-labels.ts';
import { newsItems, newsroomPage } from '../../content/news.ts';
import { pages } from '../../content/pages.ts';
import { formatDate } from '../../lib/dates.ts';
import { readPageParam } from '../../lib/paging.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import * as page from './Newsroom.css.ts';

// The stories a phone shows first; the rest wait for the screen (style, layout and fonts).
const storiesOnAPhoneScreen = 2;
const pageHref = (n: number) => (n === 1 ? '/newsroom' : `/newsroom?page=${n}`);

/** Title, description and canonical of the page (head tags). */
export const meta = pages.newsroom;

/**
 * /newsroom: 'WE ARE IN THE NEWS!!', five stories a page. The page number is in the URL
 * (`?page=2`), so it survives a reload and a shared link.
 */
export default function Newsroom() {
  const [params] = useSearchParams();
  // The pre-rendered HTML is page 1; a `?page=` is applied once hydrated (no mismatch).
  const hydrated = useHydrated();
  const pageCount = Math.max(1, Math.ceil(newsItems.length / newsroomPage.pageSize));
  const current = readPageParam(hydrated ? params.get('page') : null, pageCount);
  const items = current.ok
    ? newsItems.slice(
        (current.page - 1) * newsroomPage.pageSize,
        current.page * newsroomPage.pageSize,
      )
    : [];

  return (
    <PageBlock>
      <h1 className={css.pageTitle}>{newsroomPage.heading}</h1>
      <p className={css.lead}>{newsroomPage.intro}</p>
      {current.ok ? (
        <>
          <p className={page.status}>{newsroomPage.pageStatus(current.page, pageCount)}</p>
          <Stack as="ul" gap="lg" className={css.plainList}>
            {items.map((item, index) => (
              <li key={item.id}>
                <article
                  className={cx(page.item, index >= storiesOnAPhoneScreen && page.later)}
                  aria-labelledby={`news-${item.id}`}
                >
                  <DecorativeImage className={page.thumbnail} image={item.thumbnail} />
                  <Stack gap="sm" align="start">
                    <div className={page.meta}>
                      <DecorativeImage className={page.sourceLogo} image={item.source.logo} eager />
                      <span>{item.source.name}</span>
                      <time dateTime={item.date}>
                        {formatDate(item.date, calendar.shortMonths)}
                      </time>
                    </div>
                    <h2 id={`news-${item.id}`} className={page.headline}>
                      <NewTabLink href={item.link} hint={newsroomPage.newTabHint}>
                        {item.headline}
                      </NewTabLink>
                    </h2>
                  </Stack>
                </article>
              </li>
            ))}
          </Stack>
          <Pagination
            className={page.pager}
            page={current.page}
            pageCount={pageCount}
            getHref={pageHref}
            linkComponent={HrefRouteLink}
            label={newsroomPage.paginationLabel}
            labels={paginationLabels}
          />
        </>
      ) : (
        <div className={page.notice} role="status">
          <p>{newsroomPage.outOfRange(current.raw, pageCount)}</p>
          <p>
            <RouteLink className={css.link} to={pageHref(1)}>
              {newsroomPage.firstPageLink}
            </RouteLink>
          </p>
        </div>
      )}
    </PageBlock>
  );
}
