import { journeyPage } from '../../components/page/TransactionPage.tsx';
import { pages } from '../../content/pages.ts';
import { paymentPage } from '../../content/payment.ts';
import { PaymentResult } from '../../flows/payment/PaymentResult.tsx';

/** Title, description and canonical of the page (head tags). */
export const meta = pages.paymentResponse;

/** /payment-response?order_id=…: where the provider's checkout sends the borrower back. */
export default journeyPage(PaymentResult, { heading: paymentPage.heading, result: true });
