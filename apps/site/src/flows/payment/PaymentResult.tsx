import { pathOf, paymentReceiptEndpoint, paymentRouteMessages } from '@company/forms/contracts';
import { formatRupees, Inline } from '@company/ui';
import type { ReactNode } from 'react';
import { ReferenceNumber } from '../../components/form/ReferenceNumber.tsx';
import { Outcome } from '../../components/page/Outcome.tsx';
import * as css from '../../components/page/transaction.css.ts';
import { RouteLink } from '../../components/RouteLink.tsx';
import { moment } from '../../content/calendar.ts';
import { paymentPage } from '../../content/payment.ts';
import { apiUrl } from '../../lib/http.ts';
import { inDocumentLanguage } from '../../lib/language.ts';
import { once } from '../../lib/once.ts';
import { useOrderResult } from '../order-result/useOrderResult.ts';
import { useResultToast } from '../order-result/useResultToast.ts';

const copy = paymentPage.result;
const loadClient = once(() => import('./client.ts'));
const check = async (orderId: string) => (await loadClient()).paymentStatus(orderId);
const isPending = (data: { order: { status: string } }) => data.order.status === 'PENDING';

/**
 * The payment's result by `order_id`: successful (details, receipt), failed, or still being
 * confirmed — checked again until it is final, without a reload.
 */
export function PaymentResult() {
  const { result } = useOrderResult(check, isPending);
  const done = result.kind === 'final' ? result.data : null;
  useResultToast(
    result.kind === 'checking' || result.kind === 'pending'
      ? null
      : done?.paid
        ? { key: 'success', kind: 'success', message: paymentRouteMessages.resultSuccess }
        : { key: 'failed', kind: 'error', message: paymentRouteMessages.resultFailed },
  );

  let content: ReactNode;
  if (result.kind === 'checking') {
    content = <p>{copy.checking}</p>;
  } else if (result.kind === 'pending') {
    content = (
      <>
        <Outcome state="pending">{copy.pendingHeading}</Outcome>
        <p>{result.gaveUp ? copy.stillPending : copy.pendingText}</p>
        <p className={css.note}>
          {copy.details.order_id}: {result.data.order.order_id}
        </p>
      </>
    );
  } else if (done?.paid) {
    const { order } = done;
    content = (
      <>
        <Outcome state="success">{copy.successHeading}</Outcome>
        <ReferenceNumber
          label={copy.details.order_id}
          value={order.order_id}
          copy={copy.copy}
          copied={copy.copied}
        />
        <dl className={css.details}>
          <dt>{copy.details.amount}</dt>
          <dd>{formatRupees(Number(order.amount), { fractionDigits: 2 })}</dd>
          <dt>{copy.details.pg_order_id}</dt>
          <dd>{order.pg_order_id ?? '—'}</dd>
          <dt>{copy.details.created_at}</dt>
          <dd>{moment(order.created_at)}</dd>
        </dl>
        <Inline>
          <a
            href={apiUrl(
              inDocumentLanguage(pathOf(paymentReceiptEndpoint, { orderId: order.order_id })),
            )}
            download={`receipt-${order.order_id}.pdf`}
            className={css.secondaryLink}
          >
            {copy.receipt}
          </a>
          <RouteLink to="/" className={css.buttonLink}>
            {paymentPage.goHome}
          </RouteLink>
        </Inline>
      </>
    );
  } else {
    content = (
      <>
        <Outcome state="failed">{copy.failedHeading}</Outcome>
        <p>{result.kind === 'missing' ? copy.noOrder : paymentRouteMessages.failedText}</p>
        {done ? (
          <p className={css.note}>
            {copy.details.order_id}: {done.order.order_id} ({done.order.status})
          </p>
        ) : null}
        <Inline>
          <RouteLink to="/initiate-payment" className={css.buttonLink}>
            {copy.tryAgain}
          </RouteLink>
        </Inline>
      </>
    );
  }
  return <div aria-live="polite">{content}</div>;
}
