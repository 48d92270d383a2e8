import {
  type KeyFactsStatement,
  keyFactsStatement,
  type OfferTerms,
  offerProductTerms,
} from '@company/forms/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { randomId } from '../lib/crypto.ts';
import { maskAadhaar } from '../lib/mask.ts';
import type { LenderReply } from '../providers/lender.ts';

/** A number the lender sent as a number or as numeric text; anything else is absent. */
function numberIn(msg: Record<string, unknown>, key: string): number | undefined {
  const value = msg[key];
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return value !== '' && Number.isFinite(n) ? n : undefined;
}

/**
 * The terms the statement illustrates. The lender's reply may carry illustrative terms — `roi`
 * (% a year) and `tenure` (months), with `rateType`, `processingFee`, `insurancePremium` and
 * `stampDuty` (₹ before GST) — the same names its request leaves empty. With a usable rate and
 * tenure they are the lender's; otherwise the product's standard terms. The processing fee the
 * lender leaves out is the product's; insurance and stamp duty are shown only when it states them.
 */
export function offerTerms(amount: number, msg: Record<string, unknown>): OfferTerms {
  const p = offerProductTerms;
  const roi = numberIn(msg, 'roi');
  const tenure = numberIn(msg, 'tenure');
  const fromLender =
    roi !== undefined && roi > 0 && roi < 100 && Number.isInteger(tenure) && tenure! >= 1;
  const standardFee = Math.round(amount * p.processingFeePercent) / 100;
  const fee = fromLender ? numberIn(msg, 'processingFee') : undefined;
  const charges: OfferTerms['charges'] = [
    {
      kind: 'processingFee',
      amount: fee !== undefined && fee >= 0 ? fee : standardFee,
      gstPercent: p.gstPercent,
    },
  ];
  if (fromLender) {
    const insurance = numberIn(msg, 'insurancePremium');
    // Credit insurance bears GST; stamp duty is a tax and bears none.
    if (insurance && insurance > 0)
      charges.push({ kind: 'insurance', amount: insurance, gstPercent: p.gstPercent });
    const stampDuty = numberIn(msg, 'stampDuty');
    if (stampDuty && stampDuty > 0)
      charges.push({ kind: 'stampDuty', amount: stampDuty, gstPercent: 0 });
  }
  return {
    source: fromLender ? 'lender' : 'product',
    amount,
    tenureMonths: fromLender ? tenure! : p.tenureMonths,
    annualRatePercent: fromLender ? roi : p.annualRatePercent,
    rateType:
      fromLender && msg.rateType === 'floating' ? 'floating' : fromLender ? 'fixed' : p.rateType,
    charges,
  };
}

/**
 * The statement shown with an offer, recorded with its enquiry (which terms, the APR, when) before
 * it is answered: its id is then the only address of its PDF.
 */
export async function showKeyFacts(
  db: Kysely<Database>,
  requestId: string,
  amount: number,
  msg: Record<string, unknown>,
): Promise<KeyFactsStatement> {
  const terms = offerTerms(amount, msg);
  const statement = keyFactsStatement(terms, randomId(18), new Date());
  await db
    .insertInto('enquiry_key_facts')
    .values({
      id: statement.id,
      request_id: requestId,
      terms_source: terms.source,
      terms: JSON.stringify(terms),
      apr: statement.apr,
      shown_at: statement.shownAt,
    })
    .execute();
  return statement;
}

/** The offer's statement when the answer is an offer (resultStatus 1 with an amount), else none. */
export async function keyFactsWithOffer(
  db: Kysely<Database>,
  requestId: string,
  msg: Record<string, unknown>,
): Promise<{ keyFacts?: KeyFactsStatement }> {
  const amount = msg.loanAmount;
  if (msg.resultStatus !== 1 || typeof amount !== 'number' || !(amount > 0)) return {};
  return { keyFacts: await showKeyFacts(db, requestId, amount, msg) };
}

/**
 * The answer to the offer request and to its OTP alike: the lender's own fields, the enquiry's
 * masked identity, and the offer's statement when there is an offer.
 */
export async function offerAnswer(
  db: Kysely<Database>,
  { result, msg }: { result: LenderReply; msg: Record<string, unknown> },
  enquiry: { requestId: string; aadhaarLast4: string; panName: string },
) {
  const { requestId } = enquiry;
  return {
    success: result.success,
    statusCode: result.statusCode,
    message:
      typeof result.message === 'object'
        ? {
            id: requestId,
            aadhar: maskAadhaar(enquiry.aadhaarLast4),
            requestId,
            panName: enquiry.panName,
            ...(typeof msg.resultStatus === 'number' ? { resultStatus: msg.resultStatus } : {}),
            ...(typeof msg.leadId === 'string' ? { leadId: msg.leadId } : {}),
            ...(typeof msg.loanAmount === 'number' ? { loanAmount: msg.loanAmount } : {}),
            ...(await keyFactsWithOffer(db, requestId, msg)),
          }
        : result.message,
    errorMsg: result.errorMsg,
  };
}
