import { journeyPage } from '../../components/page/TransactionPage.tsx';
import { mandatePage } from '../../content/mandate.ts';
import { pages } from '../../content/pages.ts';
import { MandateForm } from '../../flows/mandate/MandateForm.tsx';

/** Title, description and canonical of the page (head tags). */
export const meta = pages.mandate;

/** /mandate: look up the loan to register an e-mandate for. */
export default journeyPage(MandateForm, { heading: mandatePage.heading, intro: mandatePage.intro });
