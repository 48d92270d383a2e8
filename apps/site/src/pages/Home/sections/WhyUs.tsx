import { CardsSection } from '../../../components/page/CardsSection.tsx';
import * as page from '../../../components/page/page.css.ts';
import { whyUs } from '../../../content/home-more.ts';
import * as css from './home.css.ts';

/** Why us, with the share of women at the head office. Deferred. */
export default function WhyUs() {
  return (
    <CardsSection
      titleId="why-us-heading"
      title={whyUs.heading}
      items={whyUs.points}
      classes={{ list: css.cards, card: css.card, title: css.cardTitle, text: css.cardText }}
      className={page.alt}
    />
  );
}
