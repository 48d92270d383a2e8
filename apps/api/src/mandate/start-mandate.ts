import { mandateRouteMessages } from '@company/forms/contracts';
import type { Language } from '@company/forms/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sitePathIn } from '../app/language.ts';
import { randomId } from '../lib/crypto.ts';
import { isoDate, nextDueDate } from '../lib/dates.ts';
import { isUniqueViolation } from '../lib/db-errors.ts';
import { HttpError } from '../lib/http.ts';
import { idempotent } from '../lib/idempotency.ts';
import { readProof } from '../lib/proof.ts';
import { errorResponse, errors, shape } from '../lib/schemas.ts';
import { mandateData } from './details.ts';
import {
  authorisationRow,
  cancelMandate,
  cancelPendingMandate,
  insertMandate,
  loanOf,
  openMandate,
  saveAuthorisation,
} from './queries.ts';

/** Answers of the two routes that start a mandate (bank and UPI). */
export const startResponse = (properties: Record<string, unknown>) => ({
  200: shape({ success: 'boolean', message: 'string', ...properties }),
  ...errors,
  401: errorResponse,
});

/** Starting a mandate on a route (bank or UPI), shared by the two routes' steps. */
export function mandateStarter(app: FastifyInstance) {
  const { db, config, providers } = app.ctx;
  const key = config.secrets.signingKey;

  const requireLookup = (request: FastifyRequest, lan: string) => {
    const proof = readProof(request, key, 'mandate');
    if (!proof?.lan || proof.lan !== lan.trim().toUpperCase()) {
      throw new HttpError(401, mandateRouteMessages.lookupFirst);
    }
    return proof.lan;
  };

  async function createMandate(lan: string, route: 'bank' | 'upi', language: Language) {
    const loan = await loanOf(db, lan);
    const orderId = `MD${Date.now().toString(36).toUpperCase()}${randomId(6)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, 'X')}`;
    await insertMandate(db, {
      order_id: orderId,
      loan_account_no: lan,
      route,
      gateway: providers.mandates.name,
      status: 'PENDING',
      subscription_id: `SUB-${randomId(9)
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, 'X')}`,
      umn: null,
      plan_name: `EMI ${lan}`,
      start_date: isoDate(new Date()),
      end_date: loan.emi_end_date,
      interval_type: 'MONTHLY',
      recurring_amount: loan.emi,
      first_charge_date: isoDate(nextDueDate(loan.due_day)),
    });
    // The row (one open per loan) first, then the provider: a failed start frees the loan again.
    let started: { authorisationUrl: string | null; session: string | null };
    try {
      started = await providers.mandates.start({
        orderId,
        route,
        customer: { name: loan.customer_name, phone: loan.phone, email: loan.email },
        emi: Number(loan.emi),
        planName: `EMI ${lan}`,
        firstChargeDate: nextDueDate(loan.due_day),
        endDate: new Date(`${isoDate(new Date(loan.emi_end_date))}T00:00:00Z`),
        // Back to the result page in the journey's language.
        returnUrl: `${config.publicOrigin}${sitePathIn(language, '/mandate-registration-response')}?order_id=${orderId}`,
      });
    } catch (error) {
      await cancelMandate(db, orderId);
      throw error;
    }
    await saveAuthorisation(db, orderId, started);
    return { orderId, ...started };
  }

  /** Where an open order is authorised; a start still talking to the provider is waited for. */
  async function authorisationOf(orderId: string) {
    for (let waited = 0; waited < 10_000; waited += 200) {
      const row = await authorisationRow(db, orderId);
      if (row.authorisation_url || row.provider_session || row.status !== 'PENDING') {
        return { orderId, authorisationUrl: row.authorisation_url, session: row.provider_session };
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new HttpError(409, mandateRouteMessages.already);
  }

  type Started = { orderId: string; authorisationUrl: string | null; session: string | null };

  /**
   * The journey's loan: its active mandate's data, or the order of its one pending mandate — the
   * one already open on this route, or a new one that replaces a pending order of the other
   * route. The database keeps one open mandate per loan (`mandates_one_open_per_loan`), so two
   * calls at once, on one instance or two, end with the same order.
   */
  async function startMandate(
    request: FastifyRequest,
    bodyLan: string,
    route: 'bank' | 'upi',
  ): Promise<{ existing: ReturnType<typeof mandateData> } | Started> {
    const lan = requireLookup(request, bodyLan);
    for (let attempt = 0; attempt < 3; attempt++) {
      const open = await openMandate(db, lan);
      if (open?.status === 'ACTIVE') return { existing: mandateData(open) };
      if (open?.route === route) return authorisationOf(open.order_id);
      // Cancelled only while still pending: an authorisation that lands first wins.
      if (open) await cancelPendingMandate(db, open.order_id);
      try {
        return await createMandate(lan, route, request.language);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Another call opened one first: read it again.
      }
    }
    throw new HttpError(409, mandateRouteMessages.already);
  }

  type Outcome = Awaited<ReturnType<typeof startMandate>>;

  /** The route's answer to a start, once per idempotency key (a retried call gets the first). */
  return <A>(
    request: FastifyRequest<{ Body: { lan: string } }>,
    route: 'bank' | 'upi',
    answer: (outcome: Outcome) => A,
  ) => {
    const { lan } = request.body;
    return idempotent(db, request, `mandate-${route}`, lan.trim().toUpperCase(), async () =>
      answer(await startMandate(request, lan, route)),
    );
  };
}
