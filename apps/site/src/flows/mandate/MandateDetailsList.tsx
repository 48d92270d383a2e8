import type { MandateDetails } from '@company/forms/contracts';
import { formatRupees } from '@company/ui';
import * as css from '../../components/page/transaction.css.ts';
import { mandatePage } from '../../content/mandate.ts';

const rows = Object.entries(mandatePage.rows) as [keyof typeof mandatePage.rows, string][];

/** The seven labelled values of a registered mandate (the spec's order). */
export function MandateDetailsList({ mandate }: { mandate: Partial<MandateDetails> }) {
  return (
    <dl className={css.details}>
      {rows.map(([field, label]) => {
        const value = mandate[field];
        const shown =
          field === 'recurring_amount' && value && Number.isFinite(Number(value))
            ? formatRupees(Number(value), { fractionDigits: 2 })
            : value || '—';
        return [<dt key={`${field}-label`}>{label}</dt>, <dd key={field}>{shown}</dd>];
      })}
    </dl>
  );
}
