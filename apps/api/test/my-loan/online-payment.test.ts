import type { Instalment, LoanPayment, MyLoan } from '@company/forms/contracts';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../app-for-file.ts';
import { postPaymentCallback } from '../payment/signed-callback.ts';
import { browser } from '../sign-in.ts';
import { borrowers, ML, pdfText, sessionOf as session } from './borrower.ts';

/** An online payment on the site reaches the sandbox loan management system, once. */

const t = appForFile();
const BB = '/api/v1/bb';
const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const money = (n: number) =>
  `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Quick pay for the loan: the order, paid on the sandbox checkout page; answers its id. */
async function payOnline(lan: string, mobileNo: string, amount: number): Promise<string> {
  const c = browser(t.app);
  const { captchaId } = (await c.get(`${BB}/payments/captcha`)).json().data;
  const outbox = await c.get(`/api/dev/outbox?to=${captchaId}&channel=captcha`);
  const order = await c.post(`${BB}/payments/create-order`, {
    lan,
    mobileNo,
    amount: String(amount),
    captchaId,
    enteredCaptcha: outbox.json().messages[0].code,
  });
  expect(order.statusCode, order.body).toBe(200);
  const { payment_session_id, order_id } = order.json();
  const paid = await c.form(`/api/sandbox/checkout/${payment_session_id}`, 'action=pay');
  expect(paid.headers.location).toBe(`/payment-response?order_id=${order_id}`);
  return order_id;
}

/** The gateway's signed callback for the order, as a retrying gateway sends it again. */
function callback(orderId: string, amount: number, eventId: string) {
  return postPaymentCallback(t, {
    event_id: eventId,
    order_id: orderId,
    status: 'PAID',
    pg_order_id: `pg_${eventId}`,
    order_amount: amount.toFixed(2),
  });
}

async function loanView(mobile: string, lan: string) {
  const b = await session(t.app, mobile, mobile);
  const loan = ((await b.get(`${ML}/loans`)).json().data as MyLoan[]).find((l) => l.lan === lan)!;
  const schedule = (await b.get(`${ML}/loans/${lan}/schedule`)).json().data as Instalment[];
  const payments = (await b.get(`${ML}/loans/${lan}/payments`)).json().data as LoanPayment[];
  const from = schedule[0]!.due_date.replace(/-\d\d$/, '-01');
  const pdf = await b.get(`${ML}/loans/${lan}/statement?from=${from}&to=${today()}`);
  return { loan, schedule, payments, statement: await pdfText(pdf.rawPayload) };
}

const closing = (balance: number) =>
  new RegExp(`Closing balance on [^:]+: ${money(balance).replace('.', '\\.')}`);

describe('an online payment marks instalments paid in the sandbox LMS', () => {
  it('the overdue instalment paid online: no longer overdue, counted once however often the gateway and the return say so', async () => {
    const { mobile } = borrowers.suresh;
    const lan = 'TW0000600001';
    const before = await loanView(mobile, lan);
    expect(before.loan).toMatchObject({ instalments_paid: 4, next_due: { overdue: true } });
    const orderId = await payOnline(lan, mobile, 4300);
    // A retried callback, one with a new event id, and the return page asking again.
    for (const eventId of ['evt-a', 'evt-a', 'evt-b'])
      expect((await callback(orderId, 4300, eventId)).statusCode).toBe(200);
    const c = browser(t.app);
    for (let i = 0; i < 2; i++)
      expect(
        (await c.post(`${BB}/payments/order-status`, { order_id: orderId })).json().data.status,
      ).toBe('PAID');

    const after = await loanView(mobile, lan);
    const fifth = after.schedule[4]!;
    expect(after.schedule.filter((r) => r.status === 'paid').map((r) => r.month)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(after.schedule.some((r) => r.status === 'overdue')).toBe(false);
    expect(after.loan).toMatchObject({
      instalments_paid: 5,
      instalments_left: 19,
      principal_outstanding: fifth.balance,
      next_due: {
        date: after.schedule[5]!.due_date,
        amount: after.schedule[5]!.emi,
        overdue: false,
      },
    });
    const online = after.payments.filter((p) => p.mode === 'online');
    expect(online).toEqual([
      expect.objectContaining({ amount: 4300, status: 'success', order_id: orderId }),
    ]);
    expect(after.payments.filter((p) => p.mode === 'branch')).toHaveLength(4);
    expect(after.statement).toMatch(closing(fifth.balance));
    expect(after.statement).toContain('Payment received online');
  });

  it('two EMIs paid ahead: the next two instalments are paid, and the statement still equals the schedule', async () => {
    const { mobile } = borrowers.kavya;
    const lan = 'EV0000500001';
    const emi = 4982;
    const orderId = await payOnline(lan, mobile, emi * 2);
    expect((await callback(orderId, emi * 2, 'evt-kavya')).statusCode).toBe(200);
    const after = await loanView(mobile, lan);
    const paid = after.schedule.filter((r) => r.status === 'paid');
    expect(paid.map((r) => r.month)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    // Months 13 and 14 fall due later; paying them now is paying ahead.
    expect(after.schedule[12]!.due_date > today()).toBe(true);
    expect(after.loan).toMatchObject({
      instalments_paid: 14,
      instalments_left: 22,
      principal_outstanding: after.schedule[13]!.balance,
      next_due: { date: after.schedule[14]!.due_date, overdue: false },
    });
    expect(after.payments.filter((p) => p.mode === 'mandate')).toHaveLength(12);
    expect(after.statement).toMatch(closing(after.schedule[13]!.balance));
    expect(after.statement).toContain('Instalment 14 due');
  });

  it('less than an EMI pays no instalment; with the next payment it does', async () => {
    const { mobile } = borrowers.asha;
    const lan = 'TW0000100001';
    const before = await loanView(mobile, lan);
    const next = before.schedule.find((r) => r.status !== 'paid')!;
    await payOnline(lan, mobile, next.emi - 100);
    expect((await loanView(mobile, lan)).loan.instalments_paid).toBe(before.loan.instalments_paid);
    await payOnline(lan, mobile, 100);
    const after = await loanView(mobile, lan);
    expect(after.loan.instalments_paid).toBe(before.loan.instalments_paid + 1);
    expect(after.schedule[next.month - 1]!.status).toBe('paid');
  });
});
