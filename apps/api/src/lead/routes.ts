import { leadRouteMessages, type RequestOf, submitLeadEndpoint } from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { formCheck } from '../lib/forms.ts';
import { GroupedCalls } from '../lib/grouped-calls.ts';
import { badRequest } from '../lib/http.ts';
import {
  classBucket,
  countsShortWindowsInDatabase,
  markCounted,
  rateLimited,
} from '../lib/rate-limit.ts';
import { errors, successWithData } from '../lib/schemas.ts';
import { firstRowOf } from '../lib/sql.ts';
import { storeLeadsWithinLimit } from './store.ts';

/** A group's leads are four array parameters of one statement: a few kilobytes at most. */
const maxLeadsInOneStatement = 100;

const checkLead = formCheck(submitLeadEndpoint.schema, ['name', 'phone']);

export async function leadsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  // Compiled once: building and compiling the statement for every lead cost more than a tenth
  // of the route's own work under a campaign's load. Its parameters are name, phone, product.
  const insertLead = db
    .insertInto('leads')
    .values({ name: '', phone: '', product_type: '' })
    .returning('id')
    .compile();
  // On PostgreSQL the lead's rate limit is counted in the statement that stores it, and a lead is
  // stored only if it was counted within the limit (./store.ts). Leads that arrive while that
  // statement runs are stored together by the next one: under a campaign's load one commit, and
  // its flush to disk, serves a group instead of each lead (lib/grouped-calls.ts). One group at a
  // time: a lead arriving on a quiet server goes at once, and groups never queue behind each
  // other for the row of an address's counter. Each lead is answered after its group commits.
  // On PGlite the per-minute counters are in the process: the lead is the one insert above.
  const storeLeads = countsShortWindowsInDatabase(db)
    ? new GroupedCalls(
        storeLeadsWithinLimit(db, app.ctx.config.rateLimits.lead),
        1,
        maxLeadsInOneStatement,
      )
    : undefined;
  app.post<{ Body: RequestOf<typeof submitLeadEndpoint> }>(
    submitLeadEndpoint.path,
    {
      config: {
        rateLimit: 'lead',
        rateLimitCountedByRoute: true,
        messages: submitLeadEndpoint.fieldMessages,
      },
      schema: {
        tags: ['leads'],
        summary: 'Lead capture from the Apply Now dialog',
        body: submitLeadEndpoint.body,
        response: {
          200: successWithData({
            required: ['success', 'id'],
            properties: { success: { type: 'boolean' }, id: { type: 'string' } },
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      checkLead(request.body);
      const name = request.body.name.trim();
      const productType = request.body.product_type.trim();
      if (!productType) throw badRequest(leadRouteMessages.productRequired, 'product_type');
      if (storeLeads) {
        const id = await storeLeads.call({
          bucket: classBucket('lead', request),
          name,
          phone: request.body.phone,
          productType,
        });
        markCounted(request);
        if (id === null) throw rateLimited();
        return { success: true, data: { success: true, id: String(id) } };
      }
      const row = await firstRowOf(db, insertLead, [name, request.body.phone, productType]);
      return { success: true, data: { success: true, id: String(row.id) } };
    },
  );
}
