import { journeyPage } from '../../components/page/TransactionPage.tsx';
import { mandatePage } from '../../content/mandate.ts';
import { pages } from '../../content/pages.ts';
import { MandateResult as Result } from '../../flows/mandate/MandateResult.tsx';

/** Title, description and canonical of the page (head tags). */
export const meta = pages.mandateRegistrationResponse;

/** /mandate-registration-response?order_id=…: where the bank's page sends the borrower back. */
export default journeyPage(Result, { heading: mandatePage.heading, result: true });
