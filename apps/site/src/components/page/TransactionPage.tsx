import { Container, cardStyle } from '@company/ui';
import type { ReactNode } from 'react';
import * as css from './transaction.css.ts';

/** The payment and mandate pages' layout: one narrow column, the page's `h1`, a card. */
export function TransactionPage({
  heading,
  intro,
  children,
}: {
  heading: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container>
      <div className={css.column}>
        <h1 className={css.heading}>{heading}</h1>
        {intro ? <p className={css.intro}>{intro}</p> : null}
        <div className={cardStyle()}>{children}</div>
      </div>
    </Container>
  );
}
