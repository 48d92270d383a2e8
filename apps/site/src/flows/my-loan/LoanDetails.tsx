import type { Instalment, LoanMandate, LoanPayment, MyLoan } from '@company/forms/contracts';
import { Stack } from '@company/ui';
import { useEffect, useState } from 'react';
import { myLoanPage as copy } from '../../content/my-loan.ts';
import { DocumentsSection } from './DocumentsSection.tsx';
import { MandateSection } from './MandateSection.tsx';
import { PaymentsTable, ScheduleTable } from './tables.tsx';
import { loadClient, type MyLoanApi } from './useMyLoan.ts';

interface Sections {
  schedule: Instalment[];
  payments: LoanPayment[];
  mandate: LoanMandate;
}

/** A loan's schedule, payments, documents and e-mandate, loaded when the borrower opens them. */
export function LoanDetails({ loan, lapsed }: { loan: MyLoan; lapsed: MyLoanApi['lapsed'] }) {
  const [sections, setSections] = useState<Sections | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      const client = await loadClient();
      const [schedule, payments, mandate] = await Promise.all([
        client.schedule(loan.lan),
        client.payments(loan.lan),
        client.mandate(loan.lan),
      ]);
      if (!live) return;
      if (schedule.ok && payments.ok && mandate.ok) {
        setSections({ schedule: schedule.data, payments: payments.data, mandate: mandate.data });
        return;
      }
      const failed = [schedule, payments, mandate].find((r) => !r.ok);
      if (failed && !failed.ok) {
        lapsed(failed.status);
        setFailure(failed.message);
      }
    })();
    return () => {
      live = false;
    };
  }, [loan.lan, lapsed]);

  if (failure) return <p role="alert">{failure}</p>;
  if (!sections) return <p role="status">{copy.loading}</p>;
  return (
    <Stack gap="xl">
      <section aria-labelledby={`schedule-${loan.lan}`}>
        <h4 id={`schedule-${loan.lan}`}>{copy.schedule.heading}</h4>
        <ScheduleTable lan={loan.lan} rows={sections.schedule} />
      </section>
      <section aria-labelledby={`payments-${loan.lan}`}>
        <h4 id={`payments-${loan.lan}`}>{copy.payments.heading}</h4>
        <PaymentsTable lan={loan.lan} payments={sections.payments} />
      </section>
      <DocumentsSection loan={loan} />
      <MandateSection lan={loan.lan} mandate={sections.mandate} />
    </Stack>
  );
}
