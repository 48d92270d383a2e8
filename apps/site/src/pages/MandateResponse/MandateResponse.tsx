import { Inline } from '@company/ui';
import { useLocation } from 'react-router-dom';
import { MissingStatePage, TransactionPage } from '../../components/page/TransactionPage.tsx';
import * as css from '../../components/page/transaction.css.ts';
import { RouteLink } from '../../components/RouteLink.tsx';
import { mandatePage } from '../../content/mandate.ts';
import { pages } from '../../content/pages.ts';
import { responseStateOf } from '../../flows/mandate/journey.ts';
import { MandateDetailsList } from '../../flows/mandate/MandateDetailsList.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** Title, description and canonical of the page (head tags). */
export const meta = pages.mandateResponse;

/** /mandate-response: the loan's mandate is already registered; its details, and home. */
export default function MandateResponse() {
  const hydrated = useHydrated();
  const state = responseStateOf(useLocation().state);
  const { already, information } = mandatePage;
  if (hydrated && !state) {
    return (
      <MissingStatePage
        heading={already.heading}
        result
        missing={information.missing}
        start="/mandate"
      />
    );
  }
  return (
    <TransactionPage heading={already.heading} result>
      {state ? (
        <>
          <p>{already.intro}</p>
          <MandateDetailsList mandate={state.mandateData} />
        </>
      ) : null}
      <Inline>
        <RouteLink to="/" className={css.buttonLink}>
          {mandatePage.goHome}
        </RouteLink>
      </Inline>
    </TransactionPage>
  );
}
