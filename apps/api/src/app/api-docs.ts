import { challengedEndpoints, challengeEndpoint, challengeHeader } from '@company/forms/contracts';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** The OpenAPI document (`/api/docs/json`) and its UI (`/api/docs`). */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Company site API',
        description:
          'Every call the company site makes: leads, careers, contact, customer care, e-mandate, quick payment and the pre-qualified offer enquiry.',
        version: '1.0.0',
      },
    },
    // Documents the challenge header on the routes the contracts mark (the API's own check,
    // not a schema, decides: a route may spare a verified customer or some requests).
    transform: ({ schema, url, route }) => {
      const marked = challengedEndpoints.find(
        (e) => e.path === url && [route.method].flat().includes(e.method),
      );
      if (!marked || !schema) return { schema, url };
      return {
        url,
        schema: {
          ...schema,
          headers: {
            type: 'object',
            properties: {
              [challengeHeader.toLowerCase()]: {
                type: 'string',
                description: `A solved challenge from GET ${challengeEndpoint.path} (proof-of-work, or the hosted provider's token); single use`,
              },
            },
          },
        },
      };
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Served over plain http on a laptop: do not ask the browser to upgrade to https.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
