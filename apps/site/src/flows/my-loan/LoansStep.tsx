import type { MyLoan } from '@company/forms/contracts';
import { Button, Card, formatRupees, Inline, Stack } from '@company/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { calendar } from '../../content/calendar.ts';
import { myLoanPage as copy } from '../../content/my-loan.ts';
import { formatDate } from '../../lib/dates.ts';
import { LoanDetails } from './LoanDetails.tsx';
import * as css from './my-loan.css.ts';
import type { MyLoanApi } from './useMyLoan.ts';

const rupees = (n: number) => formatRupees(n);

/** One loan's card: its particulars, 'Pay now' for an active loan, and its sections on demand. */
function LoanCard({ loan, lapsed }: { loan: MyLoan; lapsed: MyLoanApi['lapsed'] }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const headingId = `loan-${loan.lan}`;
  const facts: [string, string, boolean?][] = [
    [copy.facts.lan, loan.lan],
    [copy.facts.product, loan.product],
    [copy.facts.vehicle, loan.vehicle_number ?? '—'],
    [copy.facts.amount, rupees(loan.amount_financed)],
    [copy.facts.emi, rupees(loan.emi)],
    ...(loan.next_due
      ? [
          [
            loan.next_due.overdue ? copy.facts.overdue : copy.facts.nextDue,
            `${rupees(loan.next_due.amount)} · ${formatDate(loan.next_due.date, calendar.shortMonths)}`,
            loan.next_due.overdue,
          ] as [string, string, boolean],
        ]
      : []),
    [copy.facts.paid, String(loan.instalments_paid)],
    [copy.facts.left, String(loan.instalments_left)],
    [copy.facts.outstanding, rupees(loan.principal_outstanding)],
    ...(loan.closed_on
      ? [
          [copy.facts.closedOn, formatDate(loan.closed_on, calendar.shortMonths)] as [
            string,
            string,
          ],
        ]
      : []),
  ];
  return (
    <Card as="li" padding="lg" aria-labelledby={headingId}>
      <Stack gap="md">
        <Inline justify="between" align="center" gap="sm">
          <h3 id={headingId}>
            {loan.product} · {copy.status[loan.status]}
          </h3>
          {loan.status === 'active' ? (
            <Button
              onClick={() =>
                navigate('/initiate-payment', { state: { lan: loan.lan, mobileNo: loan.mobile } })
              }
            >
              {copy.payNow}
            </Button>
          ) : null}
        </Inline>
        <dl className={css.facts}>
          {facts.map(([label, value, alert]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd className={alert ? css.overdue : undefined}>{value}</dd>
            </div>
          ))}
        </dl>
        <div>
          <Button tone="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? copy.hide : copy.view}
          </Button>
        </div>
        {open ? <LoanDetails loan={loan} lapsed={lapsed} /> : null}
      </Stack>
    </Card>
  );
}

/** Step 3: every loan of the mobile, and sign-out. */
export function LoansStep({ loan }: { loan: MyLoanApi }) {
  const loans = loan.step.kind === 'loans' ? loan.step.loans : null;
  // Signed in: the focus moves from the gone OTP form to the loans' heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="lg">
      <Inline justify="between" align="center" gap="sm">
        <h2 ref={heading} tabIndex={-1}>
          {copy.loansHeading}
        </h2>
        <Button tone="secondary" onClick={() => void loan.signOut()}>
          {copy.signOut}
        </Button>
      </Inline>
      {loan.failure ? (
        <p role="alert">{loan.failure}</p>
      ) : loans === null ? (
        <p role="status">{copy.loading}</p>
      ) : loans.length === 0 ? (
        <p>{copy.noLoans}</p>
      ) : (
        <Stack as="ul" gap="lg" className={css.cards}>
          {loans.map((item) => (
            <LoanCard key={item.lan} loan={item} lapsed={loan.lapsed} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
