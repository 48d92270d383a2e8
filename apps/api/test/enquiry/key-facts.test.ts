import {
  enquiryKeyFactsPath,
  enquiryRouteMessages,
  type KeyFactsStatement,
  keyFactsCopy,
  keyFactsTables,
} from '@company/forms/contracts';
import { keyFacts } from '@company/forms/finance';
import { hindiKeyFactsWords } from '@company/forms/hi';
import { beforeEach, describe, expect, it } from 'vitest';
import { offerTerms } from '../../src/enquiry/key-facts.ts';
import { appForFile } from '../app-for-file.ts';
import { pdfText } from '../my-loan/borrower.ts';
import { pdfActualTexts } from '../pdf-actual-text.ts';
import { offerRequest } from './offer-request.ts';

const t = appForFile();
beforeEach(async () => {
  await t.db.deleteFrom('otp_destinations').execute();
});

const EQ = '/api/v1/enquiry';
const good = { ...offerRequest, mobile: '9876543210' };
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const getPdf = (id: string) => t.app.inject({ method: 'GET', url: enquiryKeyFactsPath(id) });
const shownRow = (id: string) =>
  t.db.selectFrom('enquiry_key_facts').selectAll().where('id', '=', id).executeTakeFirst();

/** An offer at once (even last digit): ₹85,000 carries no lender terms in the sandbox. */
async function productOffer(): Promise<{ requestId: string; kfs: KeyFactsStatement }> {
  const body = (await post(`${EQ}/pre-qualification`, good)).json();
  return { requestId: body.message.requestId, kfs: body.message.keyFacts };
}

describe("the pre-qualified offer's Key Facts Statement", () => {
  it("without the lender's terms: the product's standard terms, figured by keyFacts, recorded as shown", async () => {
    const { requestId, kfs } = await productOffer();
    expect(kfs.terms).toEqual({
      source: 'product',
      amount: 85_000,
      tenureMonths: 36,
      annualRatePercent: 16,
      rateType: 'fixed',
      charges: [{ kind: 'processingFee', amount: 2_550, gstPercent: 18 }],
    });
    const expected = keyFacts({
      principal: 85_000,
      annualRatePercent: 16,
      tenureMonths: 36,
      charges: [{ label: 'fee', amount: 2_550, gstPercent: 18, payableTo: 'company' }],
    });
    expect(kfs).toMatchObject({
      emi: expected.emi,
      instalments: 36,
      netDisbursed: 85_000 - 3_009,
      apr: expected.apr,
      charges: [{ kind: 'processingFee', amount: 2_550, gst: 459, total: 3_009 }],
    });
    expect(kfs.apr).toBeGreaterThan(16);
    const row = await shownRow(kfs.id);
    expect(row).toMatchObject({
      request_id: requestId,
      terms_source: 'product',
      terms: kfs.terms,
      downloads: 0,
      first_downloaded_at: null,
    });
    expect(Number(row!.apr)).toBe(kfs.apr);
    expect(row!.shown_at.toISOString()).toBe(kfs.shownAt);
  });

  it("after the OTP: the lender's terms with insurance and stamp duty paid to third parties", async () => {
    const first = (
      await post(`${EQ}/pre-qualification`, {
        ...good,
        mobile: '9876543211',
        loanAmount: '200000',
      })
    ).json();
    expect(first.statusCode).toBe('000');
    expect(first.message.keyFacts).toBeUndefined();
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=9876543211' });
    const answer = (
      await post(`${EQ}/verify-otp`, {
        requestId: first.message.requestId,
        otp: outbox.json().messages[0].code,
        nameAsPerPan: 'Ravi Kumar',
      })
    ).json();
    const kfs: KeyFactsStatement = answer.message.keyFacts;
    expect(kfs.terms).toEqual({
      source: 'lender',
      amount: 150_000,
      tenureMonths: 36,
      annualRatePercent: 17.5,
      rateType: 'fixed',
      charges: [
        { kind: 'processingFee', amount: 3_000, gstPercent: 18 },
        { kind: 'insurance', amount: 1_500, gstPercent: 18 },
        { kind: 'stampDuty', amount: 100, gstPercent: 0 },
      ],
    });
    expect(kfs.netDisbursed).toBe(150_000 - 3_540 - 1_770 - 100);
    const row = await shownRow(kfs.id);
    expect(row).toMatchObject({ request_id: first.message.requestId, terms_source: 'lender' });
  });

  it('no offer, no statement', async () => {
    const body = (await post(`${EQ}/pre-qualification`, { ...good, mobile: '9876543218' })).json();
    expect(body.message.resultStatus).toBe(0);
    expect(body.message.keyFacts).toBeUndefined();
    const rows = await t.db
      .selectFrom('enquiry_key_facts')
      .select('id')
      .where('request_id', '=', body.message.requestId)
      .execute();
    expect(rows).toEqual([]);
    // Its request id is no address of a statement either.
    expect((await getPdf(body.message.requestId)).statusCode).toBe(404);
  });

  it('the PDF carries every field of the card, is tagged, and each download is recorded', async () => {
    const { kfs } = await productOffer();
    const res = await getPdf(kfs.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`key-facts-${kfs.id}.pdf`);
    const raw = res.rawPayload.toString('latin1');
    for (const tag of ['/StructTreeRoot', '/MarkInfo', '/Table', '/TH', '/TD', '/H1', '/H2'])
      expect(raw).toContain(tag);
    // A line the page wraps at a hyphen ('pre-|qualified') reads back with a space after it.
    const squash = (s: string) => s.replace(/\s+/g, ' ').replace(/- /g, '-');
    const text = squash(await pdfText(res.rawPayload));
    for (const line of [keyFactsCopy.title, keyFactsCopy.illustrative, keyFactsCopy.source.product])
      expect(text).toContain(squash(line));
    for (const table of keyFactsTables(kfs)) {
      expect(text).toContain(table.heading);
      for (const cell of [...table.columns, ...table.rows.flat()])
        expect(text).toContain(squash(cell));
    }
    const once = await shownRow(kfs.id);
    expect(once).toMatchObject({ downloads: 1 });
    expect(once!.first_downloaded_at).toBeInstanceOf(Date);
    await getPdf(kfs.id);
    const twice = await shownRow(kfs.id);
    expect(twice!.downloads).toBe(2);
    expect(twice!.first_downloaded_at).toEqual(once!.first_downloaded_at);
  });

  it('in Hindi (?lang=hi): the same tables in Hindi words, tagged hi-IN, the same figures', async () => {
    const { kfs } = await productOffer();
    const res = await t.app.inject({
      method: 'GET',
      url: `${enquiryKeyFactsPath(kfs.id)}?lang=hi`,
    });
    expect(res.statusCode).toBe(200);
    const raw = res.rawPayload.toString('latin1');
    for (const tag of ['/Lang (hi-IN)', '/Table', '/TH', '/H1', '/H2']) expect(raw).toContain(tag);
    // The glyphs are in visual order; what is read aloud or copied is each text's ActualText.
    const text = pdfActualTexts(res.rawPayload).join(' ');
    const figures = keyFactsTables(kfs)
      .flatMap((table) => table.rows.flat())
      .flatMap((cell) => cell.match(/₹[\d,.]+/g) ?? []);
    for (const figure of figures) expect(text).toContain(figure);
    for (const table of keyFactsTables(kfs, hindiKeyFactsWords))
      for (const cell of [table.heading, ...table.columns, ...table.rows.flat()])
        expect(text).toContain(cell);
    expect(text).toContain(hindiKeyFactsWords.copy.illustrative);
  });

  it('answers an unknown id with the one error shape', async () => {
    const res = await getPdf('not-a-statement');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      success: false,
      statusCode: 404,
      message: enquiryRouteMessages.keyFactsNotFound,
    });
  });
});

describe('offerTerms', () => {
  it("takes the lender's rate and tenure as numbers or numeric text, and the product's otherwise", () => {
    const lender = offerTerms(100_000, { roi: '19.5', tenure: '24', rateType: 'floating' });
    expect(lender).toMatchObject({
      source: 'lender',
      annualRatePercent: 19.5,
      tenureMonths: 24,
      rateType: 'floating',
      charges: [{ kind: 'processingFee', amount: 3_000, gstPercent: 18 }],
    });
    for (const msg of [
      {},
      { roi: '', tenure: 36 },
      { roi: 0, tenure: 36 },
      { roi: 18, tenure: 2.5 },
    ])
      expect(offerTerms(100_000, msg).source).toBe('product');
  });
});
