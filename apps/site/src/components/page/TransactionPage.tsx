import { Container, cardStyle } from '@company/ui';
import type { ComponentType, ReactNode } from 'react';
import { myLoanLink } from '../../content/my-loan-link.ts';
import { RouteLink } from '../RouteLink.tsx';
import * as css from './transaction.css.ts';

interface TransactionPageProps {
  heading: ReactNode;
  intro?: ReactNode;
  result?: boolean;
}

/**
 * The payment and mandate pages' layout: one narrow column, the page's `h1`, a card; a result
 * page (`result`) adds the way to the borrower's own loan page under the card.
 */
export function TransactionPage({
  heading,
  intro,
  result = false,
  children,
}: TransactionPageProps & { children: ReactNode }) {
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

/** A journey's whole page (a page module's default export): the journey in this layout. */
export function journeyPage(Journey: ComponentType, layout: TransactionPageProps) {
  return function JourneyPage() {
    return (
      <TransactionPage {...layout}>
        <Journey />
      </TransactionPage>
    );
  };
}

/**
 * A journey's later page opened without what the earlier step handed it (a bookmark, a new tab):
 * it says so and links back to where the journey starts.
 */
export function MissingStatePage({
  missing,
  start,
  ...layout
}: TransactionPageProps & { missing: { text: string; link: string }; start: string }) {
  return (
    <TransactionPage {...layout}>
      <p>{missing.text}</p>
      <p>
        <RouteLink to={start}>{missing.link}</RouteLink>
      </p>
    </TransactionPage>
  );
}
