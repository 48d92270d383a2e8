import { Container } from '@company/ui';
import { RouteLink } from '../components/RouteLink.tsx';
import { frameCopy } from '../content/frame.ts';
import { categoryBarSlugs, productIndex } from '../content/product-index.ts';
import * as css from './CategoryBar.css.ts';

/** The eight product pages, on every page but home and the payment and mandate pages. */
export function CategoryBar() {
  return (
    <nav aria-label={frameCopy.categoryBar.navigation} className={css.categoryBar}>
      <Container as="ul" className={css.categoryList}>
        {categoryBarSlugs.map((slug) => (
          <li key={slug}>
            <RouteLink to={productIndex[slug].path} marksCurrent className={css.categoryLink}>
              {productIndex[slug].title}
            </RouteLink>
          </li>
        ))}
      </Container>
    </nav>
  );
}
