import * as css from '../../components/page/company.css.ts';
import { PageBlock } from '../../components/page/PageSection.tsx';
import { RouteLink } from '../../components/RouteLink.tsx';
import { notFoundPage } from '../../content/not-found.ts';
import { pages } from '../../content/pages.ts';

export const meta = pages.notFound;

/**
 * Any path the route table does not know, inside the frame (also the routes not built yet): says
 * so plainly and offers the likely next steps.
 */
export default function NotFound() {
  return (
    <PageBlock>
      <h1 className={css.pageTitle}>{notFoundPage.heading}</h1>
      <p className={css.lead}>{notFoundPage.text}</p>
      <h2 className={css.subTitle}>{notFoundPage.linksHeading}</h2>
      <ul className={css.linkList}>
        {notFoundPage.links.map((link) => (
          <li key={link.to}>
            <RouteLink className={css.link} to={link.to}>
              {link.label}
            </RouteLink>
          </li>
        ))}
      </ul>
    </PageBlock>
  );
}
