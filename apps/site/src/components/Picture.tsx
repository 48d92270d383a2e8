import { avifSrcSet, imageSource, type PictureSpec } from '../content/media.ts';

/**
 * A picture of the site: AVIF where the browser takes it, WebP otherwise, with intrinsic width
 * and height (no layout shift) and `sizes` as laid out.
 */
export function Picture({
  spec,
  sizes,
  className,
  eager = false,
  alt,
}: {
  spec: PictureSpec;
  sizes: string;
  className?: string;
  /** Above the fold: load at once, with high priority. */
  eager?: boolean;
  alt?: string;
}) {
  const img = imageSource(spec, sizes, alt);
  return (
    <picture>
      <source type="image/avif" srcSet={avifSrcSet(spec)} sizes={sizes} />
      <img
        className={className}
        src={img.src}
        srcSet={img.srcSet}
        sizes={sizes}
        width={img.width}
        height={img.height}
        alt={img.alt ?? ''}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? 'sync' : 'async'}
        fetchPriority={eager ? 'high' : undefined}
      />
    </picture>
  );
}
