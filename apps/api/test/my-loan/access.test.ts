import { myLoanRouteMessages } from '@company/forms/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';
import { pdfActualTexts } from '../pdf-actual-text.ts';
import { borrowers, ML, pdfText, sessionOf as session } from './borrower.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // An online EMI payment Asha made on the site, and one that failed.
  await t.db
    .insertInto('payment_orders')
    .values([
      {
        order_id: 'POMYLOANPAID01',
        payment_session_id: 'session_my_loan_paid',
        loan_account_no: 'TW0000100001',
        mobile: '9876543210',
        email: null,
        amount: '3950.00',
        status: 'PAID',
        pg_order_id: 'SANDBOX-PAY-0001',
        checkout_url: '/api/sandbox/checkout/session_my_loan_paid',
        gateway: 'sandbox',
      },
      {
        order_id: 'POMYLOANFAIL01',
        payment_session_id: 'session_my_loan_failed',
        loan_account_no: 'TW0000100001',
        mobile: '9876543210',
        email: null,
        amount: '3950.00',
        status: 'FAILED',
        pg_order_id: null,
        checkout_url: '/api/sandbox/checkout/session_my_loan_failed',
        gateway: 'sandbox',
      },
    ])
    .execute();
});
afterAll(() => t.close());

/** Every document and section of one loan, as paths. */
const everyPath = (lan: string) => [
  `${ML}/loans/${lan}/schedule`,
  `${ML}/loans/${lan}/payments`,
  `${ML}/loans/${lan}/mandate`,
  `${ML}/loans/${lan}/statement?period=this-fy`,
  `${ML}/loans/${lan}/statement?period=last-fy`,
  `${ML}/loans/${lan}/statement?from=2025-01-01&to=2025-12-31`,
  `${ML}/loans/${lan}/noc`,
  `${ML}/loans/${lan}/receipt/POMYLOANPAID01`,
];

describe('documents of /my-loan', () => {
  it('lists the online payment with its receipt, and the receipt downloads again', async () => {
    const asha = await session(t.app, borrowers.asha.mobile, borrowers.asha.mobile);
    const payments = (await asha.get(`${ML}/loans/TW0000100001/payments`)).json().data;
    expect(payments).toContainEqual(
      expect.objectContaining({
        mode: 'online',
        amount: 3950,
        order_id: 'POMYLOANPAID01',
        status: 'success',
        reference: 'SANDBOX-PAY-0001',
      }),
    );
    expect(payments).toContainEqual(
      expect.objectContaining({ order_id: 'POMYLOANFAIL01', status: 'failed' }),
    );
    for (let i = 0; i < 2; i++) {
      const receipt = await asha.get(`${ML}/loans/TW0000100001/receipt/POMYLOANPAID01`);
      expect(receipt.statusCode).toBe(200);
      expect(receipt.headers['content-type']).toBe('application/pdf');
      expect(receipt.headers['cache-control']).toBe('private, no-store');
      const text = await pdfText(receipt.rawPayload);
      expect(text).toContain('Payment receipt');
      expect(text).toContain('₹3,950.00');
    }
    // A failed payment has no receipt, nor has another loan's order on this loan's path.
    for (const path of [
      `${ML}/loans/TW0000100001/receipt/POMYLOANFAIL01`,
      `${ML}/loans/TW0000100002/receipt/POMYLOANPAID01`,
    ]) {
      const res = await asha.get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message).toBe(myLoanRouteMessages.receiptNotFound);
    }
    // The statement credits the online payment.
    const statement = await pdfText(
      (await asha.get(`${ML}/loans/TW0000100001/statement?period=this-fy`)).rawPayload,
    );
    expect(statement).toContain('Payment received online, ref. SANDBOX-PAY-0001');
  });

  it('every PDF is tagged, in English (India), with a text layer', async () => {
    const ravi = await session(t.app, borrowers.ravi.mobile, borrowers.ravi.mobile);
    for (const path of [
      `${ML}/loans/TW0000200001/noc`,
      `${ML}/loans/TW0000200001/statement?period=last-fy`,
    ]) {
      const pdf = (await ravi.get(path)).rawPayload;
      const raw = pdf.toString('latin1');
      expect(raw, path).toContain('/StructTreeRoot');
      expect(raw, path).toContain('/Marked true');
      expect(raw, path).toContain('/Lang (en-IN)');
      expect((await pdfText(pdf)).length, path).toBeGreaterThan(200);
    }
  });

  it('every PDF in Hindi (?lang=hi): tagged hi-IN, its words marked for screen readers, figures as in English', async () => {
    const ravi = await session(t.app, borrowers.ravi.mobile, borrowers.ravi.mobile);
    for (const [path, title] of [
      [`${ML}/loans/TW0000200001/noc?lang=hi`, 'अनापत्ति प्रमाण पत्र (NOC)'],
      [`${ML}/loans/TW0000200001/statement?period=last-fy&lang=hi`, 'खाते का विवरण (स्टेटमेंट)'],
    ] as const) {
      const pdf = (await ravi.get(path)).rawPayload;
      expect(pdf.toString('latin1'), path).toContain('/Lang (hi-IN)');
      const words = pdfActualTexts(pdf);
      expect(words, path).toContain(title);
      expect(words.join(' '), path).toContain('TW0000200001');
    }
    const asha = await session(t.app, borrowers.asha.mobile, borrowers.asha.mobile);
    const receipt = pdfActualTexts(
      (await asha.get(`${ML}/loans/TW0000100001/receipt/POMYLOANPAID01?lang=hi`)).rawPayload,
    );
    expect(receipt).toContain('भुगतान की रसीद');
    expect(receipt).toContain('₹3,950.00');
  });

  it("another mobile's session is refused (403) for every section and document of every other loan", async () => {
    const sessions = await Promise.all(
      Object.values(borrowers).map(async ({ mobile, loans }) => ({
        loans: loans as readonly string[],
        client: await session(t.app, mobile, mobile),
      })),
    );
    const everyLan = Object.values(borrowers).flatMap((b) => b.loans);
    let attempts = 0;
    let won = 0;
    for (const { loans, client } of sessions) {
      for (const lan of everyLan.filter((l) => !loans.includes(l))) {
        // The LAN as typed, in lower case, and with an unknown one beside it: all refused alike.
        for (const path of [...everyPath(lan), ...everyPath(lan.toLowerCase())]) {
          attempts++;
          const res = await client.get(path);
          if (res.statusCode !== 403) won++;
          else
            expect(res.json()).toMatchObject({
              success: false,
              statusCode: 403,
              message: myLoanRouteMessages.notYourLoan,
            });
        }
      }
      const unknown = await client.get(`${ML}/loans/TW9999999999/noc`);
      expect(unknown.statusCode).toBe(403);
    }
    console.info(`another mobile's loan: the attack won ${won} of ${attempts} attempts`);
    expect(won).toBe(0);
    expect(attempts).toBeGreaterThan(500);
  });

  it('without a session every path answers 401 with the session message', async () => {
    for (const path of [`${ML}/loans`, ...everyPath('TW0000100001')]) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(401);
      expect(res.json().message).toBe(myLoanRouteMessages.sessionExpired);
    }
  });
});
