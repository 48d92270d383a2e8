import { LegalPage } from '../../components/legal/LegalPage.tsx';
import { pages } from '../../content/pages.ts';
import { refundPolicy } from '../../content/refund-policy.ts';

/** Title, description and canonical of the page (head tags). */
export const meta = pages.refundPolicy;

/** /refund-policy: when a Quick Pay payment can be cancelled or refunded. */
export default function RefundPolicy() {
  return <LegalPage document={refundPolicy} />;
}
