import { TransactionPage } from '../../components/page/TransactionPage.tsx';
import { pages } from '../../content/pages.ts';
import { paymentPage } from '../../content/payment.ts';
import { PaymentResult } from '../../flows/payment/PaymentResult.tsx';

/** Title, description and canonical of the page (head tags). */
export const meta = pages.paymentResponse;

/** /payment-response?order_id=…: where the provider's checkout sends the borrower back. */
export default function PaymentResponse() {
  return (
    <TransactionPage heading={paymentPage.heading} result>
      <PaymentResult />
    </TransactionPage>
  );
}
