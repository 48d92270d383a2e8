import type { Instalment, LoanPayment, MyLoan } from '@company/forms/contracts';
import { myLoanRouteMessages } from '@company/forms/contracts';
import { amortisationSchedule } from '@company/forms/finance';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../app-for-file.ts';
import { borrowers, ML, pdfText, sessionOf as session } from './borrower.ts';

const t = appForFile();

const money = (n: number) =>
  `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('every section of /my-loan, for each seeded borrower', () => {
  it.each(Object.entries(borrowers))('%s', async (_name, { mobile, loans }) => {
    const b = await session(t.app, mobile, mobile);
    const list = await b.get(`${ML}/loans`);
    expect(list.statusCode).toBe(200);
    const data = list.json().data as MyLoan[];
    expect(data.map((l) => l.lan)).toEqual(loans);
    for (const loan of data) {
      const schedule = (await b.get(`${ML}/loans/${loan.lan}/schedule`)).json()
        .data as Instalment[];
      // The EMI calculator's arithmetic, month for month.
      const expected = amortisationSchedule({
        principal: loan.amount_financed,
        annualRatePercent: loan.annual_rate,
        tenureMonths: loan.tenure_months,
      });
      expect(
        schedule.map(({ month, emi, principal, interest, balance }) => ({
          month,
          emi,
          principal,
          interest,
          balance,
        })),
      ).toEqual(expected);
      expect(loan.instalments_paid + loan.instalments_left).toBe(loan.tenure_months);
      const payments = await b.get(`${ML}/loans/${loan.lan}/payments`);
      expect(payments.statusCode).toBe(200);
      const mandate = await b.get(`${ML}/loans/${loan.lan}/mandate`);
      expect(mandate.statusCode).toBe(200);
      const statement = await b.get(`${ML}/loans/${loan.lan}/statement?period=this-fy`);
      expect(statement.statusCode).toBe(200);
      expect(statement.headers['content-type']).toBe('application/pdf');
      const noc = await b.get(`${ML}/loans/${loan.lan}/noc`);
      expect(noc.statusCode).toBe(loan.status === 'closed' ? 200 : 404);
    }
  });

  it('the mandate loan: twelve instalments paid by e-mandate, the UMRN masked but for the last 4', async () => {
    const b = await session(t.app, 'EV0000500001', borrowers.kavya.mobile);
    const [loan] = (await b.get(`${ML}/loans`)).json().data as MyLoan[];
    expect(loan).toMatchObject({
      instalments_paid: 12,
      instalments_left: 24,
      status: 'active',
      emi: 4982,
    });
    expect(loan!.next_due?.overdue).toBe(false);
    const payments = (await b.get(`${ML}/loans/EV0000500001/payments`)).json()
      .data as LoanPayment[];
    expect(payments.filter((p) => p.mode === 'mandate')).toHaveLength(12);
    const mandate = (await b.get(`${ML}/loans/EV0000500001/mandate`)).json().data;
    expect(mandate).toEqual({
      status: 'active',
      umrn_masked: '••••••••••••••••4567',
      bank_route: 'bank',
    });
    expect(JSON.stringify(mandate)).not.toContain('HDFC7021807230034567');
  });

  it('the overdue loan: its missed instalment is overdue and is the amount due; no mandate', async () => {
    const b = await session(t.app, borrowers.suresh.mobile, borrowers.suresh.mobile);
    const [loan] = (await b.get(`${ML}/loans`)).json().data as MyLoan[];
    expect(loan).toMatchObject({ instalments_paid: 4, next_due: { amount: 4300, overdue: true } });
    const schedule = (await b.get(`${ML}/loans/TW0000600001/schedule`)).json().data as Instalment[];
    expect(schedule.filter((r) => r.status === 'overdue').map((r) => r.month)).toEqual([5]);
    expect((await b.get(`${ML}/loans/TW0000600001/mandate`)).json().data.status).toBe('none');
  });

  it("the statement's closing balance is the schedule's balance after the last paid instalment", async () => {
    const b = await session(t.app, borrowers.kavya.mobile, borrowers.kavya.mobile);
    const schedule = (await b.get(`${ML}/loans/EV0000500001/schedule`)).json().data as Instalment[];
    const lastPaid = schedule.filter((r) => r.status === 'paid').at(-1)!;
    expect(lastPaid.month).toBe(12);
    const from = schedule[0]!.due_date.replace(/-\d\d$/, '-01');
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const pdf = await b.get(`${ML}/loans/EV0000500001/statement?from=${from}&to=${today}`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Statement of account');
    expect(text).toContain('Opening balance');
    expect(text).toMatch(
      new RegExp(`Closing balance on [^:]+: ${money(lastPaid.balance).replace('.', '\\.')}`),
    );
    for (const row of schedule.filter((r) => r.status === 'paid'))
      expect(text).toContain(`Instalment ${row.month} due`);
  });

  it('a statement for a wrong period is refused with the one message', async () => {
    const b = await session(t.app, borrowers.kavya.mobile, borrowers.kavya.mobile);
    for (const query of [
      'period=next-fy',
      'from=2026-13-01&to=2026-12-01',
      'from=2026-05-01&to=2026-04-01',
      'from=2010-01-01&to=2026-01-01',
      '',
    ]) {
      const res = await b.get(`${ML}/loans/EV0000500001/statement?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        statusCode: 400,
        message: myLoanRouteMessages.period,
      });
    }
    expect((await b.get(`${ML}/loans/EV0000500001/statement?period=last-fy`)).statusCode).toBe(200);
  });

  it('the NOC letter for the closed loan (its resolved NOC request shown); none for an active one', async () => {
    const b = await session(t.app, borrowers.ravi.mobile, borrowers.ravi.mobile);
    const [loan] = (await b.get(`${ML}/loans`)).json().data as MyLoan[];
    expect(loan).toMatchObject({
      status: 'closed',
      closed_on: '2025-01-10',
      principal_outstanding: 0,
      next_due: null,
    });
    expect(loan!.noc_request).toMatchObject({ ticket: 'SR25011500000001', status: 'resolved' });
    const noc = await b.get(`${ML}/loans/TW0000200001/noc`);
    expect(noc.headers['content-disposition']).toContain('noc-TW0000200001.pdf');
    const text = await pdfText(noc.rawPayload);
    for (const part of [
      'RideOn Finance Private Limited',
      'No Objection Certificate',
      'TW0000200001',
      'KA01EF4321',
      '10 Jan 2025',
      'No dues remain',
      'hypothecation',
    ])
      expect(text).toContain(part);
    const active = await (await session(t.app, borrowers.kavya.mobile, borrowers.kavya.mobile)).get(
      `${ML}/loans/EV0000500001/noc`,
    );
    expect(active.statusCode).toBe(404);
    expect(active.json().message).toBe(myLoanRouteMessages.nocNotClosed);
  });
});
