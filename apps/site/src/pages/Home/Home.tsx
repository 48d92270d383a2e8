import { DeferredPart, deferred } from '../../components/Deferred.tsx';
import * as page from '../../components/page/page.css.ts';
import { homeMeta } from '../../content/home.ts';
import { sectionTargets } from '../../content/sections.ts';
import { HomeBanner } from './sections/HomeBanner.tsx';

export const meta = homeMeta;

// Below the fold: each section's code loads as it nears the screen.
const productsId = sectionTargets['/our-products'].id;
const ProductTiles = deferred(productsId, () => import('./sections/ProductTiles.tsx'));
const testimonialsId = sectionTargets['/testimonial'].id;
const faqsId = sectionTargets.FAQs.id;
/** The sections after the products, each with the height it holds until its code arrives. */
const offscreenSections = [
  { id: 'why-us', load: () => import('./sections/WhyUs.tsx'), minHeight: '28rem' },
  { id: 'quick-guides', load: () => import('./sections/QuickGuides.tsx'), minHeight: '30rem' },
  { id: testimonialsId, load: () => import('./sections/Testimonials.tsx'), minHeight: '24rem' },
  { id: faqsId, load: () => import('./sections/Faqs.tsx'), minHeight: '28rem' },
].map(({ id, load, minHeight }) => ({ id, component: deferred(id, load), minHeight }));

/** The home page. */
export default function Home() {
  return (
    <>
      <HomeBanner />
      <DeferredPart id={productsId} component={ProductTiles} props={{}} minHeight="60rem" />
      {offscreenSections.map(({ id, component, minHeight }) => (
        <DeferredPart
          key={id}
          id={id}
          component={component}
          className={page.offscreen}
          props={{}}
          minHeight={minHeight}
        />
      ))}
    </>
  );
}
