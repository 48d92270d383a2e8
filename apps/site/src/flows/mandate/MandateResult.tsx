import { mandateRouteMessages } from '@company/forms/contracts';
import { Inline } from '@company/ui';
import type { ReactNode } from 'react';
import { Outcome } from '../../components/page/Outcome.tsx';
import * as css from '../../components/page/transaction.css.ts';
import { RouteLink } from '../../components/RouteLink.tsx';
import { mandatePage } from '../../content/mandate.ts';
import { once } from '../../lib/once.ts';
import { useOrderResult } from '../order-result/useOrderResult.ts';
import { useResultToast } from '../order-result/useResultToast.ts';
import { MandateDetailsList } from './MandateDetailsList.tsx';

const copy = mandatePage.result;
const loadClient = once(() => import('./client.ts'));
const check = async (orderId: string) => (await loadClient()).mandateStatus(orderId);
const isPending = (data: { status: string }) => data.status === 'PENDING';

/** The mandate's result by `order_id`: registered, not registered (with the status), or pending. */
export function MandateResult() {
  const { result } = useOrderResult(check, isPending);
  const done = result.kind === 'final' ? result.data : null;
  useResultToast(
    result.kind === 'checking' || result.kind === 'pending'
      ? null
      : done?.active
        ? { key: 'success', kind: 'success', message: mandateRouteMessages.resultSuccess }
        : { key: 'failed', kind: 'error', message: mandateRouteMessages.resultFailed },
  );

  let content: ReactNode;
  if (result.kind === 'checking') {
    content = <p>{copy.checking}</p>;
  } else if (result.kind === 'pending') {
    content = (
      <>
        <Outcome state="pending">{copy.checking}</Outcome>
        <p>{result.gaveUp ? copy.stillPending : copy.pendingText}</p>
      </>
    );
  } else if (done?.active) {
    content = (
      <>
        <Outcome state="success">{copy.successHeading}</Outcome>
        <p>{copy.successText}</p>
        <MandateDetailsList mandate={done.mandate} />
        <Inline>
          <RouteLink to="/" className={css.buttonLink}>
            {mandatePage.goHome}
          </RouteLink>
        </Inline>
      </>
    );
  } else {
    const status = done?.status;
    content = (
      <>
        <Outcome state="failed">
          {copy.failedHeading}
          {status ? ` (${status})` : ''}
        </Outcome>
        <p>{result.kind === 'missing' ? copy.noOrder : copy.failedText}</p>
        {result.kind === 'failed' ? <p className={css.note}>{result.message}</p> : null}
        <Inline>
          <RouteLink to="/mandate" className={css.buttonLink}>
            {copy.tryAgain}
          </RouteLink>
        </Inline>
      </>
    );
  }
  return <div aria-live="polite">{content}</div>;
}
