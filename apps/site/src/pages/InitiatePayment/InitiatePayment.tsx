import { journeyPage } from '../../components/page/TransactionPage.tsx';
import { pages } from '../../content/pages.ts';
import { paymentPage } from '../../content/payment.ts';
import { PaymentForm } from '../../flows/payment/PaymentForm.tsx';

/** Title, description and canonical of the page (head tags). */
export const meta = pages.initiatePayment;

/** /initiate-payment: quick payment of an EMI through the provider's checkout. */
export default journeyPage(PaymentForm, { heading: paymentPage.heading, intro: paymentPage.intro });
