import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  apiMessages,
  challengedEndpoints,
  challengeEndpoint,
  challengeHeader,
} from '@company/forms/contracts';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { captchaRoutes } from './captcha/routes.ts';
import { type CaptchaService, captchaService } from './captcha/service.ts';
import { careersRoutes } from './career/routes.ts';
import { proofOfWork, pruneChallengeUses } from './challenge/proof-of-work.ts';
import { challengeRoutes, installChallengeCheck } from './challenge/routes.ts';
import type { Config } from './config.ts';
import { contactRoutes } from './contact/routes.ts';
import { customerCareRoutes } from './customer-care/routes.ts';
import { type DatabaseHandle, openDatabase } from './db/index.ts';
import { seedDatabase } from './db/seed.ts';
import { devRoutes } from './dev/routes.ts';
import { enquiryRoutes } from './enquiry/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { leadsRoutes } from './lead/routes.ts';
import { installCrossSiteGuard } from './lib/cross-site.ts';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  installErrorHandler,
  sendError,
} from './lib/http.ts';
import { redactUrl } from './lib/mask.ts';
import { countShortWindowsInMemory, installRateLimits, pruneExpired } from './lib/rate-limit.ts';
import { installSecurityHeaders } from './lib/security-headers.ts';
import { mandateRoutes } from './mandate/routes.ts';
import { type OtpService, otpService } from './otp/service.ts';
import { paymentRoutes } from './payment/routes.ts';
import { hostedChallenge } from './providers/challenge-hosted.ts';
import { challengeHosts } from './providers/challenge-hosts.ts';
import { createProviders, type Providers } from './providers/index.ts';
import { lenderSandbox } from './sandbox/lender.ts';
import { sandboxPages } from './sandbox/pages.ts';
import { storageRoutes } from './storage/routes.ts';
import { pruneUnusedUploads } from './storage/uploads.ts';

export interface AppContext {
  config: Config;
  db: DatabaseHandle['db'];
  database: DatabaseHandle;
  providers: Providers;
  services: { captcha: CaptchaService; otp: OtpService };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export interface BuildOptions {
  /** An already opened (and migrated) database; the caller closes it. */
  database?: DatabaseHandle;
  /** Where log lines go (default: stdout). */
  logStream?: { write(line: string): void };
}

/** The Content-Security-Policy the site and the sandbox pages are built to pass. */
export const contentSecurityPolicy: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'media-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Cashfree.js's hosts, as its README lists them: only in a deployment whose payment gateway is
 * Cashfree does the policy name them (its script, its checkout frames, its API).
 */
export const cashfreeHosts = {
  'script-src': ['https://sdk.cashfree.com'],
  'frame-src': [
    'https://sdk.cashfree.com',
    'https://api.cashfree.com',
    'https://sandbox.cashfree.com',
    'https://payments.cashfree.com',
    'https://payments-test.cashfree.com',
  ],
  'connect-src': ['https://api.cashfree.com', 'https://sandbox.cashfree.com'],
} as const;

/**
 * The policy for this configuration: the base one, plus the payment provider's hosts and the
 * hosted challenge's, each only when it is configured.
 */
export function contentSecurityPolicyFor(config: Config): Record<string, string[]> {
  const extra = [
    ...(config.cashfree || config.cashfreeMandates ? [cashfreeHosts] : []),
    ...(config.challenge.provider === 'altcha' ? [] : [challengeHosts[config.challenge.provider]]),
  ];
  if (extra.length === 0) return contentSecurityPolicy;
  const policy = { ...contentSecurityPolicy };
  for (const hosts of extra) {
    for (const [directive, list] of Object.entries(hosts)) {
      policy[directive] = [...(policy[directive] ?? ["'self'"]), ...list];
    }
  }
  return policy;
}

/** Fastify's form of `TRUST_PROXY` (a hop count as proxy-addr's "the first N hops"). */
function proxyTrust(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            // A staging deployment on sandbox providers says so on every line.
            ...(config.env === 'production' && config.sandboxProviders.length > 0
              ? { mixin: () => ({ mode: 'SANDBOX' }) }
              : {}),
            redact: {
              paths: [
                'req.headers.cookie',
                'req.headers.authorization',
                'res.headers["set-cookie"]',
                '*.phone',
                '*.mobile',
                '*.mobileNo',
                '*.email',
                '*.pan',
                '*.aadhaar',
                '*.aadhar',
              ],
              censor: '[redacted]',
            },
            serializers: {
              req(request) {
                return {
                  method: request.method,
                  url: redactUrl(request.url),
                  remoteAddress: request.ip,
                };
              },
            },
          },
    // An incoming x-request-id (from a load balancer) is kept when it is a plain token.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(incoming)
        ? incoming
        : crypto.randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 64 * 1024,
    // The server's own refusals in the one error shape, repeating nothing of the request.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    trustProxy: proxyTrust(config.trustProxy),
    ajv: { customOptions: { coerceTypes: false, allErrors: false, allowUnionTypes: true } },
  });

  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(config.database));
  if (ownsDatabase) {
    app.addHook('onClose', async () => {
      await database.close();
    });
  }
  if (config.seed) await seedDatabase(database.db);
  const providers = createProviders(app, config, database.db);
  const prune = async () => {
    await pruneExpired(database.db);
    await pruneChallengeUses(database.db);
    await pruneUnusedUploads(database.db, providers.storage);
  };
  await prune();
  const pruneTimer = setInterval(() => {
    prune().catch((error) => app.log.warn({ err: error }, 'prune failed'));
  }, 10 * 60_000);
  pruneTimer.unref();
  app.addHook('onClose', async () => clearInterval(pruneTimer));

  if (config.env === 'production' && config.sandboxProviders.length > 0) {
    // Only reachable with ALLOW_SANDBOX_PROVIDERS (a staging deployment): every log line says so.
    app.log.warn(
      { sandbox: config.sandboxProviders },
      `SANDBOX providers in production (staging only): ${config.sandboxProviders.join(', ')}`,
    );
  }
  const services = {
    captcha: captchaService(database.db, config.secrets.signingKey, providers.messaging),
    otp: otpService(
      database.db,
      config.secrets.signingKey,
      providers.messaging,
      config.webOtpDomain,
      { groupSends: database.kind === 'postgres' },
    ),
  };
  services.otp.onLateFailure((error) => app.log.error({ err: error }, 'OTP delivery failed'));
  app.decorate('ctx', { config, db: database.db, database, providers, services });

  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  installSecurityHeaders(app, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyFor(config) },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.env === 'production',
  });
  await app.register(fastifyCors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
  });
  await app.register(fastifyCookie);

  installErrorHandler(app);
  installCrossSiteGuard(app, config);
  // One process owns an embedded database: its per-minute counters can live in this process.
  if (database.kind === 'pglite') countShortWindowsInMemory(database.db);
  installRateLimits(app, database.db, config);
  const challenge =
    config.challenge.provider === 'altcha'
      ? proofOfWork(database.db, config.challenge, config.secrets.signingKey)
      : hostedChallenge(config.challenge, app.log);
  installChallengeCheck(app, challenge, config.secrets.signingKey);

  if (config.apiDocs) await registerApiDocs(app);

  await app.register(healthRoutes);
  await app.register(leadsRoutes);
  await app.register(careersRoutes);
  await app.register(contactRoutes);
  await app.register(storageRoutes);
  await app.register(captchaRoutes);
  await app.register(challengeRoutes(challenge));
  await app.register(customerCareRoutes);
  await app.register(mandateRoutes);
  await app.register(paymentRoutes);
  // The stand-ins for the payment and mandate providers' pages: each only for its own sandbox.
  await app.register(sandboxPages);
  await app.register(enquiryRoutes);
  if (config.lenderBaseUrl === 'sandbox') await app.register(lenderSandbox);
  if (config.env !== 'production') await app.register(devRoutes);

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || !config.siteDir) {
      return sendError(
        reply,
        404,
        apiMessages.noRoute(request.method, request.url.split('?')[0] ?? ''),
      );
    }
    // The site is pre-rendered: /<route> is <route>/index.html. Any other path gets the site's
    // not-found page (404.html) with a 404 status, or the app shell if the build has none.
    const page = prerenderedPage(config.siteDir, request.url);
    if (page) return reply.type('text/html').sendFile(page);
    if (fs.existsSync(path.join(config.siteDir, '404.html'))) {
      return reply.code(404).type('text/html').sendFile('404.html');
    }
    return reply.type('text/html').sendFile('index.html');
  });

  if (config.siteDir) {
    if (!fs.existsSync(path.join(config.siteDir, 'index.html'))) {
      throw new Error(`SITE_DIR ${config.siteDir} has no index.html: build the site first`);
    }
    // preCompressed: the site's build writes .br and .gz beside each text file.
    await app.register(fastifyStatic, {
      root: config.siteDir,
      wildcard: true,
      preCompressed: true,
    });
  }

  return app;
}

/**
 * The pre-rendered page of a site path: `<path>/index.html` inside `siteDir` (trailing slash or
 * not; paths match case-insensitively like the site's router), or undefined.
 */
export function prerenderedPage(siteDir: string, url: string): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
  const segments = pathname.split('/').filter(Boolean);
  if (segments.some((s) => s === '..' || s === '.' || s.includes('\\'))) return undefined;
  for (const candidate of [segments.join('/'), segments.join('/').toLowerCase()]) {
    const file = path.join(candidate, 'index.html');
    const full = path.resolve(siteDir, file);
    if (full.startsWith(path.resolve(siteDir) + path.sep) && fs.existsSync(full)) return file;
  }
  return undefined;
}

/** The OpenAPI document (`/api/docs/json`) and its UI (`/api/docs`). */
async function registerApiDocs(app: FastifyInstance): Promise<void> {
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
