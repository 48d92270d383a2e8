import {
  myLoanNocEndpoint,
  myLoanReceiptEndpoint,
  myLoanRouteMessages,
  myLoanStatementEndpoint,
} from '@company/forms/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { todayInIndia } from '../db/seed-lms.ts';
import { HttpError } from '../lib/http.ts';
import { documentLanguage, languageQuery, sendPdf } from '../lib/pdf.ts';
import { receiptOrder } from '../payment/queries.ts';
import { paymentReceipt } from '../payment/receipt-pdf.ts';
import { fromLms } from './loans.ts';
import { nocLetter } from './noc-pdf.ts';
import { statementPeriod } from './period.ts';
import { lanParams, myLoanErrors } from './route-schemas.ts';
import { requireOwnLoan, requireSession } from './session.ts';
import { statementOfAccount } from './statement-pdf.ts';

/** The borrower's documents, each made for the session's own loan only. */
export async function myLoanDocumentRoutes(app: FastifyInstance) {
  const { db, config, providers } = app.ctx;
  const tags = ['my loan'];

  /** The loan as the LMS has it, with the borrower's name, once the session owns it. */
  async function ownLoan(
    request: Parameters<typeof requireSession>[0],
    reply: FastifyReply,
    lan: string,
  ) {
    const phone = requireSession(request, reply, config);
    await requireOwnLoan(db, phone, lan);
    const loans = await fromLms(() => providers.lms.loansOf(phone));
    const loan = loans.find((l) => l.lan === lan);
    if (!loan) throw new HttpError(403, myLoanRouteMessages.notYourLoan);
    const { customer_name } = await db
      .selectFrom('loans')
      .select('customer_name')
      .where('loan_account_no', '=', lan)
      .executeTakeFirstOrThrow();
    return { loan, customerName: customer_name };
  }

  app.get<{ Params: { lan: string; orderId: string } }>(
    myLoanReceiptEndpoint.path,
    {
      schema: {
        tags,
        summary: 'The receipt of a paid online payment on the loan, again (PDF)',
        params: {
          ...lanParams,
          required: ['lan', 'orderId'],
          properties: {
            ...lanParams.properties,
            orderId: { type: 'string', minLength: 1, maxLength: 64 },
          },
        },
        querystring: { type: 'object', properties: languageQuery },
        response: myLoanErrors,
      },
    },
    async (request, reply) => {
      const phone = requireSession(request, reply, config);
      const lan = await requireOwnLoan(db, phone, request.params.lan);
      const order = await receiptOrder(db, request.params.orderId);
      if (!order || order.loan_account_no !== lan || order.status !== 'PAID') {
        throw new HttpError(404, myLoanRouteMessages.receiptNotFound);
      }
      return sendPdf(
        reply,
        `receipt-${order.order_id}`,
        await paymentReceipt(order, documentLanguage(request)),
      );
    },
  );

  app.get<{
    Params: { lan: string };
    Querystring: { period?: string; from?: string; to?: string; lang?: string };
  }>(
    myLoanStatementEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Statement of account for this financial year, the last one, or two dates (PDF)',
        params: lanParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            period: { type: 'string', enum: ['this-fy', 'last-fy', 'range'] },
            from: { type: 'string', maxLength: 10 },
            to: { type: 'string', maxLength: 10 },
            ...languageQuery,
          },
        },
        response: myLoanErrors,
      },
      config: { messages: { _default: myLoanRouteMessages.period } },
    },
    async (request, reply) => {
      const { loan, customerName } = await ownLoan(request, reply, request.params.lan);
      const { from, to } = statementPeriod(request.query);
      const statement = await fromLms(() => providers.lms.statement(loan.lan, from, to));
      const pdf = await statementOfAccount({
        loan,
        customerName,
        from,
        to,
        statement,
        issuedOn: todayInIndia(),
        language: documentLanguage(request),
      });
      return sendPdf(reply, `statement-${loan.lan}-${from}-${to}`, pdf);
    },
  );

  app.get<{ Params: { lan: string } }>(
    myLoanNocEndpoint.path,
    {
      schema: {
        tags,
        summary: 'The NOC letter of a closed loan (PDF); 404 while the loan is active',
        params: lanParams,
        querystring: { type: 'object', properties: languageQuery },
        response: myLoanErrors,
      },
    },
    async (request, reply) => {
      const { loan, customerName } = await ownLoan(request, reply, request.params.lan);
      if (loan.status !== 'closed' || !loan.closed_on) {
        throw new HttpError(404, myLoanRouteMessages.nocNotClosed);
      }
      const pdf = await nocLetter({
        loan,
        customerName,
        closedOn: loan.closed_on,
        issuedOn: todayInIndia(),
        language: documentLanguage(request),
      });
      return sendPdf(reply, `noc-${loan.lan}`, pdf);
    },
  );
}
