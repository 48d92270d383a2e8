import { DeferredPart, deferred } from '../../components/Deferred.tsx';
import { HomeBanner } from '../../components/home/HomeBanner.tsx';
import * as page from '../../components/page.css.ts';
import { homeMeta } from '../../content/home.ts';
import { sectionTargets } from '../../content/sections.ts';

export const meta = homeMeta;

// Below the fold: each section's code loads as it nears the screen.
const productsId = sectionTargets['/our-products'].id;
const ProductTiles = deferred(productsId, () => import('../../components/home/ProductTiles.tsx'));
const WhyUs = deferred('why-us', () => import('../../components/home/WhyUs.tsx'));
const QuickGuides = deferred('quick-guides', () => import('../../components/home/QuickGuides.tsx'));
const testimonialsId = sectionTargets['/testimonial'].id;
const faqsId = sectionTargets.FAQs.id;
const Testimonials = deferred(
  testimonialsId,
  () => import('../../components/home/Testimonials.tsx'),
);
const Faqs = deferred(faqsId, () => import('../../components/home/Faqs.tsx'));

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
