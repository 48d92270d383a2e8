import type { LoanMandate } from '@company/forms/contracts';
import { Stack } from '@company/ui';
import { RouteLink } from '../../components/RouteLink.tsx';
import { myLoanPage as copy } from '../../content/my-loan.ts';
import * as css from './my-loan.css.ts';

/** The loan's e-mandate: its status, the UMRN's last 4, and where to register one. */
export function MandateSection({ lan, mandate }: { lan: string; mandate: LoanMandate }) {
  return (
    <section aria-labelledby={`mandate-${lan}`}>
      <Stack gap="sm">
        <h4 id={`mandate-${lan}`}>{copy.mandate.heading}</h4>
        <p>{copy.mandate.status[mandate.status]}</p>
        {mandate.umrn_masked ? (
          <p>
            {copy.mandate.umrn}: {mandate.umrn_masked}
          </p>
        ) : null}
        {mandate.status === 'none' || mandate.status === 'failed' ? (
          <RouteLink to="/mandate" className={css.link}>
            {copy.mandate.register}
          </RouteLink>
        ) : null}
      </Stack>
    </section>
  );
}
