import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { DB } from '../db/index.ts';
import { sandboxMandates, sandboxPayments } from '../sandbox/gateways.ts';
import { sandboxMessaging } from '../sandbox/messaging.ts';
import { injectTransport, type LenderClient, lenderClient, type Transport } from './lender.ts';
import type { MessageSender } from './messaging.ts';
import type { MandateGateway, PaymentGateway } from './payments.ts';
import { type FileStorage, localDiskStorage } from './storage.ts';

export interface Providers {
  messaging: MessageSender;
  storage: FileStorage;
  lender: LenderClient;
  payments: PaymentGateway;
  mandates: MandateGateway;
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
  return {
    messaging: sandboxMessaging(db, app.log, config.env !== 'production'),
    storage: localDiskStorage(path.join(config.dataDir, 'storage')),
    lender: lenderClient(transport, config.secrets),
    payments: sandboxPayments,
    mandates: sandboxMandates,
  };
}
