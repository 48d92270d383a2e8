import { ProductTile } from '@company/ui';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { HrefRouteLink } from '../../../components/RouteLink.tsx';
import { productTileLabels } from '../../../content/component-labels.ts';
import { homeHero } from '../../../content/home.ts';
import { imageSource } from '../../../content/media.ts';
import { homeTileSlugs, type ProductSlug, productIndex } from '../../../content/product-index.ts';
import { productTiles } from '../../../content/product-tiles.ts';
import { prefetchLeadDialog, useLead } from '../../../flows/lead/LeadProvider.tsx';
import * as css from './home.css.ts';

/**
 * The product's representative example with its APR, under the description (none for rentals).
 * The sentences are computed at build (vite.config.ts): the APR arithmetic stays off this page.
 */
function tileExample(slug: ProductSlug) {
  const sentence = __HOME_TILE_EXAMPLES__[slug];
  return (
    sentence && (
      <span className={css.tileExample} data-testid="tile-example">
        {sentence}
      </span>
    )
  );
}

const tiles = homeTileSlugs.map((slug) => ({ ...productIndex[slug], ...productTiles[slug] }));

/**
 * PRODUCTS: a row of three tiles, then the rest; Apply Now opens the lead dialog. Its code
 * loads as it nears the screen (below the fold on phones); the HTML is there from the start.
 */
export default function ProductTiles() {
  const { openLead } = useLead();
  const tile = (product: (typeof tiles)[number], index: number) => (
    <ProductTile
      key={product.slug}
      title={product.title}
      description={
        <>
          {product.tileDescription}
          {tileExample(product.slug)}
        </>
      }
      href={product.path}
      image={imageSource(
        product.tileImage,
        index < 3
          ? '(min-width: 1280px) 390px, (min-width: 1024px) 31vw, (min-width: 768px) 46vw, 100vw'
          : '(min-width: 1280px) 290px, (min-width: 1024px) 23vw, (min-width: 768px) 46vw, 100vw',
      )}
      // The first tile is on the first screen of a phone (the largest paint there): no lazy loading.
      imageLoading={index === 0 ? 'eager' : 'lazy'}
      linkComponent={HrefRouteLink}
      onApply={() => openLead(product)}
      labels={productTileLabels}
      onApplyIntent={prefetchLeadDialog}
    />
  );
  return (
    <PageSection titleId="products-heading" title={homeHero.productsHeading}>
      <div className={css.tiles}>{tiles.slice(0, 3).map(tile)}</div>
      <div className={css.tilesRest}>{tiles.slice(3).map((p, i) => tile(p, i + 3))}</div>
    </PageSection>
  );
}
