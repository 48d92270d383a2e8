import type { FastifyInstance } from 'fastify';

export const healthResponse = {
  type: 'object',
  required: ['status', 'service', 'time'],
  properties: {
    status: { type: 'string', enum: ['ok'] },
    service: { type: 'string' },
    time: { type: 'string', format: 'date-time' },
  },
} as const;

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', { schema: { response: { 200: healthResponse } } }, async () => ({
    status: 'ok' as const,
    service: 'company-api',
    time: new Date().toISOString(),
  }));
}
