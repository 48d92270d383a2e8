import type { SiteImage } from '../content/images.ts';

/**
 * A site image whose words stand beside it (so `alt=""`), at its intrinsic size; below the fold
 * unless `eager`, so loaded lazily and decoded off the main thread.
 */
export function DecorativeImage({
  image,
  className,
  eager = false,
}: {
  image: SiteImage;
  className: string;
  eager?: boolean;
}) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      width={image.width}
      height={image.height}
      alt=""
      loading={eager ? undefined : 'lazy'}
      decoding={eager ? undefined : 'async'}
    />
  );
}
