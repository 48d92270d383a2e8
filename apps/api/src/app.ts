import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerApiDocs } from './app/api-docs.ts';
import { installLanguage } from './app/language.ts';
import { loggerOptions } from './app/logger.ts';
import { schedulePruning } from './app/prune.ts';
import { echoRequestId, requestIdOf } from './app/request-id.ts';
import { installResponseHeaders } from './app/security-headers.ts';
import { serveSite } from './app/site.ts';
import { captchaRoutes } from './captcha/routes.ts';
import { type CaptchaService, captchaService } from './captcha/service.ts';
import { careersRoutes } from './career/routes.ts';
import { proofOfWork } from './challenge/proof-of-work.ts';
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
import { clientErrorHandler, frameworkErrorHandler, installErrorHandler } from './lib/http.ts';
import { countShortWindowsInMemory, installRateLimits } from './lib/rate-limit.ts';
import { mandateRoutes } from './mandate/routes.ts';
import { myLoanRoutes } from './my-loan/routes.ts';
import { type OtpService, otpService } from './otp/service.ts';
import { paymentRoutes } from './payment/routes.ts';
import { providerEventRoutes } from './provider-events/routes.ts';
import { hostedChallenge } from './providers/challenge-hosted.ts';
import { createProviders, type Providers } from './providers/index.ts';
import { lenderSandbox } from './sandbox/lender.ts';
import { sandboxPages } from './sandbox/pages.ts';
import { storageRoutes } from './storage/routes.ts';
import { trackRequestRoutes } from './track-request/routes.ts';

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

/** Fastify's form of `TRUST_PROXY` (a hop count as proxy-addr's "the first N hops"). */
function proxyTrust(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    genReqId: requestIdOf,
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
  await schedulePruning(app, database.db, providers.storage);

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

  echoRequestId(app);

  installResponseHeaders(app, config);
  await app.register(fastifyCors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
  });
  await app.register(fastifyCookie);

  installErrorHandler(app);
  installLanguage(app);
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
  await app.register(trackRequestRoutes);
  await app.register(mandateRoutes);
  await app.register(paymentRoutes);
  await app.register(myLoanRoutes);
  await app.register(providerEventRoutes);
  // The stand-ins for the payment and mandate providers' pages: each only for its own sandbox.
  await app.register(sandboxPages);
  await app.register(enquiryRoutes);
  if (config.lenderBaseUrl === 'sandbox') await app.register(lenderSandbox);
  if (config.env !== 'production') await app.register(devRoutes);

  await serveSite(app, config);

  return app;
}
