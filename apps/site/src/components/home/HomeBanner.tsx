import { homeHero } from '../../content/home.ts';
import { Picture } from '../Picture.tsx';
import * as page from '../page.css.ts';
import * as css from './home.css.ts';

/**
 * TEMPORARY composition until `BannerCarousel` lands in @company/ui: the headline and the first
 * banner as a still picture.
 */
export function HomeBanner() {
  const first = homeHero.banners[0];
  return (
    <section className={css.hero} aria-labelledby="home-headline">
      <div className={page.section}>
        <div className={css.heroText}>
          <h1 id="home-headline" className={css.headline}>
            {homeHero.headline}
          </h1>
          <p className={css.subline}>{homeHero.subline}</p>
        </div>
        <Picture
          spec={first.picture}
          sizes="(min-width: 1280px) 1216px, 100vw"
          className={css.bannerImage}
          eager
        />
      </div>
    </section>
  );
}
