import { type ImgHTMLAttributes, version } from 'react';

/**
 * An image as the components take it: one `src` plus an optional responsive `srcSet`/`sizes`,
 * and the intrinsic `width` and `height` so the browser reserves the box before the file loads
 * (no layout shift).
 */
export interface ImageSource {
  /** Fallback URL, also used by browsers without `srcset` support. */
  src: string;
  /** Candidate files with their widths, e.g. `'banner-640.webp 640w, banner-1280.webp 1280w'`. */
  srcSet?: string;
  /** Rendered width per layout, e.g. `'(min-width: 1024px) 1200px, 100vw'`. */
  sizes?: string;
  /**
   * Text alternative. Describe what the image shows when it carries information; use `''` when
   * it is decorative (the text beside it says it all).
   */
  alt?: string;
  /** Intrinsic width in pixels (with `height`, it fixes the aspect ratio). */
  width: number;
  /** Intrinsic height in pixels. */
  height: number;
}

/**
 * `fetchpriority="high"` as the running React writes it: React 19 knows `fetchPriority`; React 18
 * passes only the lowercase attribute through.
 */
export const highFetchPriority = (
  version.startsWith('18.') ? { fetchpriority: 'high' } : { fetchPriority: 'high' }
) as ImgHTMLAttributes<HTMLImageElement>;

/**
 * An `ImageSource`'s file and size as `<img>` attributes. The `alt` is written at the `<img>`
 * itself (`image.alt ?? ''`: decorative when it has none), where a reader and the linter see it.
 */
export function imageAttributes(image: ImageSource): ImgHTMLAttributes<HTMLImageElement> {
  return {
    src: image.src,
    srcSet: image.srcSet,
    sizes: image.sizes,
    width: image.width,
    height: image.height,
  };
}
