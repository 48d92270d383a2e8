import type { ReactNode } from 'react';
import { PageSection } from './PageSection.tsx';

/** A card's title and text. */
export interface TitledText {
  title: string;
  text: ReactNode;
}

/** The page's own classes of the list, each card, its title and its text. */
export interface CardClasses {
  list: string;
  card: string;
  title: string;
  text: string;
}

/** A titled section of title-and-text cards, in a list (the home page's and the products'). */
export function CardsSection({
  titleId,
  title,
  items,
  classes,
  className,
}: {
  titleId: string;
  title: string;
  items: readonly TitledText[];
  classes: CardClasses;
  className?: string;
}) {
  return (
    <PageSection titleId={titleId} title={title} className={className}>
      <ul className={classes.list}>
        {items.map((item) => (
          <li key={item.title} className={classes.card}>
            <h3 className={classes.title}>{item.title}</h3>
            <p className={classes.text}>{item.text}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
