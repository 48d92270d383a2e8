import { useLocation } from 'react-router-dom';
import { MissingStatePage, TransactionPage } from '../../components/page/TransactionPage.tsx';
import { mandatePage } from '../../content/mandate.ts';
import { pages } from '../../content/pages.ts';
import { informationStateOf } from '../../flows/mandate/journey.ts';
import { LoanInformation } from '../../flows/mandate/LoanInformation.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** Title, description and canonical of the page (head tags). */
export const meta = pages.mandateInformation;

const copy = mandatePage.information;

/**
 * /mandate-information: the loan the lookup found (navigation state, kept by the browser across a
 * reload). Opened without it — a bookmark, a new tab — it says so and links back to /mandate.
 */
export default function MandateInformation() {
  const hydrated = useHydrated();
  const state = informationStateOf(useLocation().state);
  if (!hydrated) return <TransactionPage heading={copy.heading}>{null}</TransactionPage>;
  if (!state) {
    return (
      <MissingStatePage heading={copy.missing.heading} missing={copy.missing} start="/mandate" />
    );
  }
  return (
    <TransactionPage heading={copy.heading} intro={copy.intro}>
      <LoanInformation loan={state.loan} />
    </TransactionPage>
  );
}
