import {
  type AnchorHTMLAttributes,
  type ElementType,
  forwardRef,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useId,
} from 'react';
import { Button } from '../Button/Button.tsx';
import { highFetchPriority, type ImageSource, imageAttributes } from '../private/image.ts';
import type { ProductTileVariants } from './ProductTile.css.ts';
import * as styles from './ProductTile.css.ts';

/** What the tile passes to its link component: an anchor's props with the product page in `href`. */
export interface ProductTileLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** The words ProductTile writes itself. */
export interface ProductTileLabels {
  /** Text of the apply button (with `onApply`). */
  apply: ReactNode;
}

/** ProductTile's English words. */
export const defaultProductTileLabels: ProductTileLabels = { apply: 'Apply Now' };

export interface ProductTileProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'title'>,
    ProductTileVariants {
  /** Product name; it is the text of the link to the product page and the tile's heading. */
  title: ReactNode;
  /** Short description under the title. */
  description?: ReactNode;
  /** The product page. */
  href: string;
  /** The product picture. Its `alt` defaults to `''`: the title beside it names the product. */
  image: ImageSource;
  /** `lazy` (default) or `eager` for tiles in the first screen. */
  imageLoading?: 'lazy' | 'eager';
  /**
   * Loading priority of the picture. `'auto'` (default) leaves it to `imageLoading` (lazy unless
   * set). `'high'` loads it at once (`loading="eager"`) and ahead of other images
   * (`fetchpriority="high"`): for the one tile whose picture is the page's largest paint (LCP),
   * not for every tile, or the hint means nothing.
   */
  imagePriority?: 'high' | 'auto';
  /**
   * Renders the product link, so any router works. It receives `href`, `className` and the
   * children; map `href` to your router's prop, e.g. for React Router:
   * `linkComponent={({ href, ...props }) => <Link to={href} {...props} />}`. Default: `<a>`.
   */
  linkComponent?: ElementType<ProductTileLinkProps>;
  /** Called by the Apply Now button (e.g. to open the lead dialog). Without it there is no button. */
  onApply?: (event: MouseEvent<HTMLButtonElement>) => void;
  /**
   * Called when a visitor is about to press Apply Now — the pointer enters it, it takes focus or a
   * finger touches it — so the dialog's code can be fetched before the press.
   */
  onApplyIntent?: () => void;
  /** The tile's own words, to translate or adjust; English by default. */
  labels?: Partial<ProductTileLabels>;
  /** Heading level of the title, to fit the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * A product card: picture, title, short description. The whole card links to the product page
 * (a stretched link, so there is one link per card). The Apply Now button sits above the link;
 * it appears on hover and on keyboard focus, and always on touch screens.
 */
export const ProductTile = forwardRef<HTMLDivElement, ProductTileProps>(function ProductTile(
  {
    title,
    description,
    href,
    image,
    imageLoading = 'lazy',
    imagePriority = 'auto',
    linkComponent: Link = 'a',
    onApply,
    onApplyIntent,
    labels,
    headingLevel = 3,
    applyVisibility,
    className,
    ...rest
  },
  ref,
) {
  const titleId = useId();
  const applyId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div ref={ref} className={[styles.tile, className].filter(Boolean).join(' ')} {...rest}>
      <img
        className={styles.media}
        alt={image.alt ?? ''}
        {...imageAttributes(image)}
        loading={imagePriority === 'high' ? 'eager' : imageLoading}
        {...(imagePriority === 'high' ? highFetchPriority : undefined)}
        decoding="async"
      />
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          <Link href={href} className={styles.link}>
            {title}
          </Link>
        </Heading>
        {description != null && <p className={styles.description}>{description}</p>}
        {onApply && (
          <div className={styles.actions}>
            <Button
              id={applyId}
              size="sm"
              className={styles.apply[applyVisibility ?? 'hover']}
              // "Apply Now New Two-Wheeler Loan": distinct names when a page lists many tiles;
              // it starts with the visible text (WCAG 2.5.3).
              aria-labelledby={`${applyId} ${titleId}`}
              onClick={onApply}
              onPointerEnter={onApplyIntent}
              onFocus={onApplyIntent}
              onTouchStart={onApplyIntent}
            >
              {labels?.apply ?? defaultProductTileLabels.apply}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
});
