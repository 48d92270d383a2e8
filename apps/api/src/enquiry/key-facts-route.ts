import {
  enquiryKeyFactsEndpoint,
  enquiryRouteMessages,
  keyFactsStatement,
} from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { sendError } from '../lib/http.ts';
import { documentIdParams, documentLanguage, languageQuery, sendPdf } from '../lib/pdf.ts';
import { errorResponse } from '../lib/schemas.ts';
import { keyFactsPdf } from './key-facts-pdf.ts';

/**
 * The offer's Key Facts Statement as a PDF, for the id issued with that offer only: made again
 * from the terms recorded when it was shown (so it states what the card stated), each download
 * counted on its row.
 */
export async function keyFactsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.get<{ Params: { keyFactsId: string } }>(
    enquiryKeyFactsEndpoint.path,
    {
      schema: {
        tags: ['enquiry'],
        summary: "The pre-qualified offer's Key Facts Statement (tagged PDF); 404 for any other id",
        params: documentIdParams('keyFactsId'),
        querystring: { type: 'object', properties: languageQuery },
        response: { 404: errorResponse },
      },
    },
    async (request, reply) => {
      const shown = await db
        .updateTable('enquiry_key_facts')
        .set({
          downloads: sql<number>`downloads + 1`,
          first_downloaded_at: sql<Date>`coalesce(first_downloaded_at, now())`,
          last_downloaded_at: sql<Date>`now()`,
        })
        .where('id', '=', request.params.keyFactsId)
        .returning(['id', 'terms', 'shown_at'])
        .executeTakeFirst();
      if (!shown) return sendError(reply, 404, enquiryRouteMessages.keyFactsNotFound);
      const pdf = await keyFactsPdf(
        keyFactsStatement(shown.terms, shown.id, shown.shown_at),
        documentLanguage(request),
      );
      return sendPdf(reply, `key-facts-${shown.id}`, pdf);
    },
  );
}
