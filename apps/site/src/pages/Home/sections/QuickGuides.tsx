import { PageSection } from '../../../components/page/PageSection.tsx';
import { quickGuides } from '../../../content/home-more.ts';
import { mediaBase } from '../../../content/media.ts';
import * as css from './home.css.ts';

/** Quick Guides: three muted videos with controls that load nothing until played. */
export default function QuickGuides() {
  return (
    <PageSection titleId="guides-heading" title={quickGuides.heading}>
      <ul className={css.cards}>
        {quickGuides.items.map((g) => (
          <li key={g.title} className={css.card}>
            <h3 className={css.cardTitle} id={`guide-${g.video.poster.name}`}>
              {g.title}
            </h3>
            <video
              className={css.video}
              controls
              muted
              playsInline
              preload="none"
              width={640}
              height={400}
              poster={`${mediaBase}${g.video.poster.name}-640.webp`}
              aria-labelledby={`guide-${g.video.poster.name}`}
            >
              <source src={g.video.src} type="video/mp4" />
            </video>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
