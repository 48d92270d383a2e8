import { Container, cardStyle } from '@company/ui';
import type { ReactNode } from 'react';
import { myLoanLink } from '../../content/my-loan-link.ts';
import { RouteLink } from '../RouteLink.tsx';
import * as css from './transaction.css.ts';

/**
 * The payment and mandate pages' layout: one narrow column, the page's `h1`, a card; a result
 * page (`result`) adds the way to the borrower's own loan page under the card.
 */
export function TransactionPage({
  heading,
  intro,
  result = false,
  children,
}: {
  heading: ReactNode;
  intro?: ReactNode;
  result?: boolean;
  children: ReactNode;
}) {
  return (
    <Container>
      <div className={css.column}>
        <h1 className={css.heading}>{heading}</h1>
        {intro ? <p className={css.intro}>{intro}</p> : null}
        <div className={cardStyle()}>{children}</div>
        {result ? (
          <p className={css.afterCard}>
            <RouteLink to="/my-loan">{myLoanLink.text}</RouteLink>
            <span className={css.note}> — {myLoanLink.hint}</span>
          </p>
        ) : null}
      </div>
    </Container>
  );
}
