import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { healthRoutes } from './health/routes.ts';

export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.env === 'test' ? false : { level: 'info' },
  });

  await app.register(healthRoutes);

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || !config.siteDir) {
      return reply.code(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `No route ${request.method} ${request.url}`,
      });
    }
    // The site is a single-page app: unknown paths get its shell, which shows its own not-found page.
    return reply.type('text/html').sendFile('index.html');
  });

  if (config.siteDir) {
    if (!fs.existsSync(path.join(config.siteDir, 'index.html'))) {
      throw new Error(`SITE_DIR ${config.siteDir} has no index.html: build the site first`);
    }
    await app.register(fastifyStatic, { root: config.siteDir, wildcard: true });
  }

  return app;
}
