import { DeferredPart, deferred } from '../../components/Deferred.tsx';
import * as page from '../../components/page/page.css.ts';
import { homeMeta } from '../../content/home.ts';
import { sectionTargets } from '../../content/sections.ts';
import { HomeBanner } from './sections/HomeBanner.tsx';

export const meta = homeMeta;

// Below the fold: each section's code loads as it nears the screen.
const productsId = sectionTargets['/our-products'].id;
const ProductTiles = deferred(productsId, () => import('./sections/ProductTiles.tsx'));
const WhyUs = deferred('why-us', () => import('./sections/WhyUs.tsx'));
const QuickGuides = deferred('quick-guides', () => import('./sections/QuickGuides.tsx'));
const testimonialsId = sectionTargets['/testimonial'].id;
const faqsId = sectionTargets.FAQs.id;
const Testimonials = deferred(testimonialsId, () => import('./sections/Testimonials.tsx'));
const Faqs = deferred(faqsId, () => import('./sections/Faqs.tsx'));

/** The home page. */
export default function Home() {
  return (
    <>
      <HomeBanner />
      <DeferredPart id={productsId} component={ProductTiles} props={{}} minHeight="60rem" />
      <DeferredPart
        id="why-us"
        component={WhyUs}
        className={page.offscreen}
        props={{}}
        minHeight="28rem"
      />
      <DeferredPart
        id="quick-guides"
        component={QuickGuides}
        className={page.offscreen}
        props={{}}
        minHeight="30rem"
      />
      <DeferredPart
        id={testimonialsId}
        component={Testimonials}
        className={page.offscreen}
        props={{}}
        minHeight="24rem"
      />
      <DeferredPart
        id={faqsId}
        component={Faqs}
        className={page.offscreen}
        props={{}}
        minHeight="28rem"
      />
    </>
  );
}
