import { DeferredPart, deferred } from '../../../components/Deferred.tsx';
import { PageBlock } from '../../../components/page/PageSection.tsx';
import { homeHero } from '../../../content/home.ts';
import * as css from './home.css.ts';

const HomeCarousel = deferred('home-carousel', () => import('./HomeCarousel.tsx'));

/** The top of the home page: the headline, then the banner carousel. */
export function HomeBanner() {
  return (
    <section className={css.hero} aria-labelledby="home-headline">
      <PageBlock>
        <div className={css.heroText}>
          <h1 id="home-headline" className={css.headline}>
            {homeHero.headline}
          </h1>
          <p className={css.subline}>{homeHero.subline}</p>
        </div>
        <DeferredPart
          id="home-carousel"
          component={HomeCarousel}
          props={{}}
          minHeight="min(calc((100vw - 2rem) * 0.4), 30rem)"
        />
      </PageBlock>
    </section>
  );
}
