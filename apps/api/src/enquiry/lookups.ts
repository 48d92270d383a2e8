import { branchesEndpoint, channelEndpoint } from '@company/forms/contracts';
import type { FastifyInstance } from 'fastify';
import { errors, listOf, shape } from '../lib/schemas.ts';
import { channelTypeOf, DEFAULT_CHANNEL_TYPE } from './lender-calls.ts';

/** The city dropdown's branches, and the channel type of `/enquiry?id=…`. */
export async function enquiryLookupRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  app.get(
    branchesEndpoint.path,
    {
      schema: {
        tags: ['enquiry'],
        summary: 'Branch cities (sorted by name) for the city dropdown',
        response: {
          200: shape({
            success: 'boolean',
            Message: listOf(
              shape({ Branch_Id: 'integer', Branch_Name: 'string', State_Number: 'integer' }),
            ),
          }),
        },
      },
    },
    async () => {
      const rows = await db.selectFrom('branches').selectAll().orderBy('branch_name').execute();
      return {
        success: true,
        Message: rows.map((r) => ({
          Branch_Id: r.branch_id,
          Branch_Name: r.branch_name,
          State_Number: r.state_number,
        })),
      };
    },
  );

  app.post<{ Body: { id?: string } }>(
    channelEndpoint.path,
    {
      config: { messages: channelEndpoint.fieldMessages },
      schema: {
        tags: ['enquiry'],
        summary: 'Decrypts the channel id of /enquiry?id=… (default channel type 4)',
        body: channelEndpoint.body,
        response: {
          200: shape({ success: 'boolean', channelType: 'integer' }),
          ...errors,
        },
      },
    },
    async (request) => {
      const channelType = channelTypeOf(config.secrets.channelIdKey, request.body?.id);
      if (request.body?.id && channelType === DEFAULT_CHANNEL_TYPE) {
        request.log.info('channel id did not decrypt; using the default channel type');
      }
      return { success: true, channelType };
    },
  );
}
