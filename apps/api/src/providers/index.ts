import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { DB } from '../db/index.ts';
import { sandboxMandates, sandboxPayments } from '../sandbox/gateways.ts';
import { sandboxLms } from '../sandbox/lms.ts';
import { sandboxMessaging } from '../sandbox/messaging.ts';
import { sandboxServiceDesk } from '../sandbox/service-desk.ts';
import { cashfreePayments } from './cashfree-pg.ts';
import { cashfreeMandates } from './cashfree-subscriptions.ts';
import { smtpEmail } from './email-smtp.ts';
import { injectTransport, type LenderClient, lenderClient, type Transport } from './lender.ts';
import { httpLms, type LoanManagementSystem } from './lms.ts';
import { type MessageSender, routedSender } from './messaging.ts';
import type { MandateGateway, PaymentGateway } from './payments.ts';
import type { ServiceDesk } from './service-desk.ts';
import { crmServiceDesk } from './service-desk-crm.ts';
import { exotelSms } from './sms-exotel.ts';
import { type FileStorage, localDiskStorage } from './storage.ts';
import { s3Storage } from './storage-s3.ts';

export interface Providers {
  messaging: MessageSender;
  storage: FileStorage;
  lender: LenderClient;
  payments: PaymentGateway;
  mandates: MandateGateway;
  /** The Cashfree client, when Cashfree is the payment gateway (its webhook needs it). */
  cashfree: ReturnType<typeof cashfreePayments> | null;
  /** The Cashfree Subscriptions client, when it is the e-mandate gateway. */
  cashfreeMandates: ReturnType<typeof cashfreeMandates> | null;
  /** Where tickets are worked on: the CRM (its webhook), or the sandbox's schedule. */
  serviceDesk: ServiceDesk;
  /** The loan management system: the real one at LMS_BASE_URL, or the sandbox over the seed. */
  lms: LoanManagementSystem;
}

/**
 * The external systems, each behind a small interface. The embedded default uses the sandboxes
 * (`LENDER_BASE_URL=sandbox`); the lender client speaks HTTP to any base URL.
 */
export function createProviders(app: FastifyInstance, config: Config, db: DB): Providers {
  const transport: Transport =
    config.lenderBaseUrl === 'sandbox'
      ? injectTransport(app, '/api/sandbox/lender')
      : (url, init) => fetch(new URL(url, config.lenderBaseUrl), init);
  const cashfree = config.cashfree ? cashfreePayments(config.cashfree) : null;
  const subscriptions = config.cashfreeMandates ? cashfreeMandates(config.cashfreeMandates) : null;
  return {
    messaging: messagingOf(app, config, db),
    storage: storageOf(app, config),
    lender: lenderClient(transport, config.secrets),
    payments: cashfree ?? sandboxPayments,
    mandates: subscriptions ?? sandboxMandates,
    cashfree,
    cashfreeMandates: subscriptions,
    serviceDesk: config.serviceDesk ? crmServiceDesk(config.serviceDesk) : sandboxServiceDesk,
    lms: config.lms ? httpLms(config.lms) : sandboxLms(db),
  };
}

/** Real SMS and e-mail when configured; the sandbox (log line and development outbox) otherwise. */
function messagingOf(app: FastifyInstance, config: Config, db: DB): MessageSender {
  const outbox = config.env !== 'production';
  const sandbox = sandboxMessaging(db, app.log, outbox);
  if (!config.messaging) return sandbox;
  const email = smtpEmail(config.messaging.smtp);
  app.addHook('onClose', async () => email.close());
  // Captcha answers are no message: outside production they still reach the outbox for tests.
  return routedSender(
    { sms: exotelSms(config.messaging.sms), email },
    outbox ? sandbox : undefined,
  );
}

/** The S3-compatible bucket when configured (several instances share it); the local disk otherwise. */
function storageOf(app: FastifyInstance, config: Config): FileStorage {
  if (!config.s3) return localDiskStorage(path.join(config.dataDir, 'storage'));
  const storage = s3Storage(config.s3);
  app.addHook('onClose', async () => storage.destroy());
  return storage;
}
