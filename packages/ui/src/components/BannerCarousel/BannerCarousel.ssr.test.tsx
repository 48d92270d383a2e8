// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BannerCarousel } from './BannerCarousel.tsx';
import { sampleSlides } from './fixtures/banners.ts';

// The site pre-renders the home page: the carousel's first paint comes from this HTML.
describe('BannerCarousel on the server', () => {
  const html = renderToString(<BannerCarousel label="Offers" slides={sampleSlides} />);

  it('renders without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="1 of 3"');
  });

  it('asks for the first picture first and leaves the others lazy', () => {
    const images = html.match(/<img[^>]*>/g) ?? [];
    expect(images).toHaveLength(3);
    // HTML attribute names are case-insensitive; React 19 writes fetchPriority.
    expect(images[0]).toMatch(/fetchpriority="high"/i);
    expect(images[0]).toContain('loading="eager"');
    expect(images[1]).toContain('loading="lazy"');
    expect(images[2]).toContain('loading="lazy"');
    expect(images[1]).not.toMatch(/fetchpriority/i);
  });

  it('reserves the pictures’ box before any file or script arrives', () => {
    expect(html).toContain('aspect-ratio:1200 / 500');
    expect(html).toContain('width="1200"');
    expect(html).toContain('height="500"');
  });
});
