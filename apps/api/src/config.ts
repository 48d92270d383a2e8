import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { estimatedEntropyBits, MIN_SECRET_BITS } from './lib/secret-strength.ts';
import type { CashfreeConfig } from './providers/cashfree-pg.ts';
import { type ChallengeConfig, challengeEnv } from './providers/challenge-config.ts';
import type { LmsConfig } from './providers/lms.ts';
import type { ServiceDeskConfig } from './providers/service-desk-crm.ts';
import type { ExotelConfig } from './providers/sms-exotel.ts';
import type { S3StorageConfig } from './providers/storage-s3.ts';

/** Repository root (apps/api/src → ../../..). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type DatabaseConfig =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' }
  | {
      kind: 'postgres';
      url: string;
      /**
       * Run the hottest statements as named prepared statements (db/prepared.ts). Off for a pooler
       * that does not keep them across transactions (PgBouncer in transaction mode before 1.21).
       * Default: on.
       */
      preparedStatements?: boolean;
    };

export interface Secrets {
  /** HMAC key for captcha answers, OTP codes and journey proofs (cookies). */
  signingKey: string;
  /** HMAC key for signed storage URLs. */
  storageKey: string;
  /** Shared secret of the payment provider's callbacks. */
  paymentCallbackSecret: string;
  /** Shared secret of the mandate provider's callbacks. */
  mandateCallbackSecret: string;
  /** Lender system (pre-qualification) credentials. */
  lenderUserId: string;
  lenderPassword: string;
  lenderClientId: string;
  lenderClientSecret: string;
  lenderHmacSecret: string;
  /** AES-256 key (64 hex characters) of the encrypted channel id in `/enquiry?id=…`. */
  channelIdKey: string;
}

export interface RateLimits {
  /** Requests per client address per minute. */
  otp: number;
  captcha: number;
  lead: number;
  enquiry: number;
  upload: number;
  /** Any other /api route. */
  general: number;
  /** Lookups of one loan number, from any address, per minute. */
  loan: number;
}

/** Everything the API reads from its environment, read and checked once at start-up. */
export interface Config {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  /** Folder of the built site to serve on the same origin, if any. */
  siteDir: string | undefined;
  /** Folder for the embedded database and the local file storage. */
  dataDir: string;
  database: DatabaseConfig;
  /** Seed demo data at start-up (idempotent). Default: on outside production. */
  seed: boolean;
  /** Origins allowed to call the API cross-origin (CORS). Empty: same origin only. */
  corsOrigins: string[];
  /**
   * Which `X-Forwarded-For` entries to believe: none (`false`), the last N hops (the number of
   * proxies in front of the API), or those added by the listed proxy addresses or CIDRs.
   */
  trustProxy: false | number | string[];
  secrets: Secrets;
  rateLimits: RateLimits;
  /** 1 = bank route, 2 = UPI route (answer of mandate/checkMandatePriority). */
  mandateRoute: 1 | 2;
  /** Lender system base URL; 'sandbox' uses the built-in sandbox. */
  lenderBaseUrl: string;
  /** Log level (pino); 'silent' turns logging off. */
  logLevel: string;
  /** Phone number the 'LAN Entered is Incorrect … call on {phone}' message gives. */
  supportPhone: string;
  /**
   * The providers that are the built-in sandboxes. In production the API starts only when each
   * is named in ALLOW_SANDBOX_PROVIDERS (a staging deployment), and then says SANDBOX everywhere.
   */
  sandboxProviders: SandboxProvider[];
  /** Serve the OpenAPI document and its UI (`/api/docs`): always outside production, `API_DOCS=on` in it. */
  apiDocs: boolean;
  /** Real SMS and e-mail delivery; null while the sandbox delivers (the development outbox). */
  messaging: {
    sms: ExotelConfig;
    smtp: { url: string; from: string };
  } | null;
  /** The site's domain for WebOTP's last line of an OTP SMS (`@<domain> #<code>`). */
  webOtpDomain: string;
  /** The real payment gateway (Cashfree PG); null while the sandbox checkout stands in. */
  cashfree: CashfreeConfig | null;
  /** The real e-mandate gateway (Cashfree Subscriptions); null while the sandbox page stands in. */
  cashfreeMandates: (CashfreeConfig & { fallbackEmail: string }) | null;
  /** The site's public origin (`https://www.rideon.example`), for providers' return URLs. */
  publicOrigin: string;
  /** An S3-compatible bucket for uploads (several instances); null: the local disk under DATA_DIR. */
  s3: S3StorageConfig | null;
  /** The challenge the challenged routes ask for: the proof-of-work, or a hosted one. */
  challenge: ChallengeConfig;
  /** The company's CRM as the service desk (its signed webhook); null while the sandbox stands in. */
  serviceDesk: ServiceDeskConfig | null;
  /** The loan management system (`LMS_BASE_URL`); null while the sandbox derives loans from the seed. */
  lms: LmsConfig | null;
}

/** The external systems the sandboxes can stand in for. */
export const sandboxProviderNames = [
  'messaging',
  'payments',
  'mandates',
  'lender',
  'service-desk',
  'lms',
] as const;
export type SandboxProvider = (typeof sandboxProviderNames)[number];

const DEV_SECRETS: Secrets = {
  signingKey: 'dev-signing-key-not-for-production',
  storageKey: 'dev-storage-key-not-for-production',
  paymentCallbackSecret: 'dev-payment-callback-secret',
  mandateCallbackSecret: 'dev-mandate-callback-secret',
  lenderUserId: 'website',
  lenderPassword: 'sandbox-password',
  lenderClientId: 'company-website',
  lenderClientSecret: 'sandbox-client-secret',
  lenderHmacSecret: 'sandbox-hmac-secret',
  channelIdKey: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
};

const SECRET_ENV: Record<keyof Secrets, string> = {
  signingKey: 'SIGNING_KEY',
  storageKey: 'STORAGE_SIGNING_KEY',
  paymentCallbackSecret: 'PAYMENT_CALLBACK_SECRET',
  mandateCallbackSecret: 'MANDATE_CALLBACK_SECRET',
  lenderUserId: 'LENDER_USER_ID',
  lenderPassword: 'LENDER_PASSWORD',
  lenderClientId: 'LENDER_CLIENT_ID',
  lenderClientSecret: 'LENDER_CLIENT_SECRET',
  lenderHmacSecret: 'LENDER_HMAC_SECRET',
  channelIdKey: 'CHANNEL_ID_KEY',
};

export const secretEnvNames: readonly string[] = Object.values(SECRET_ENV);

/**
 * The secrets this company makes (the lender's credentials are the lender's to choose): in
 * production each must carry at least 32 bytes of entropy.
 */
const OWN_SECRETS: (keyof Secrets)[] = [
  'signingKey',
  'storageKey',
  'paymentCallbackSecret',
  'mandateCallbackSecret',
];

function intEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) {
    throw new Error(`${name} must be a whole number ≥ ${min}, got "${raw}"`);
  }
  return n;
}

function boolEnv(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

const ipOrCidr = /^(?:\d{1,3}(?:\.\d{1,3}){3}(?:\/\d{1,2})?|[0-9a-fA-F:]+(?:\/\d{1,3})?)$/;

/**
 * `TRUST_PROXY`: a hop count or a list of proxy addresses/CIDRs. Never 'trust everyone': with
 * `true`, any client could name its own address in `X-Forwarded-For` and pass every per-address
 * limit.
 */
function trustProxyEnv(raw: string | undefined): false | number | string[] {
  if (raw === undefined || raw === '' || /^(0|false|no|off)$/i.test(raw)) return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  const proxies = raw.split(',').map((entry) => entry.trim());
  if (proxies.every((entry) => ipOrCidr.test(entry))) return proxies;
  throw new Error(
    `TRUST_PROXY must be the number of proxies in front of the API (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8), got "${raw}"`,
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv =
    env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${env.PORT}"`);
  }
  const production = nodeEnv === 'production';

  const missing: string[] = [];
  const secrets = {} as Secrets;
  for (const [field, name] of Object.entries(SECRET_ENV) as [keyof Secrets, string][]) {
    const value = env[name];
    if (value) secrets[field] = value;
    else if (production) missing.push(name);
    else secrets[field] = DEV_SECRETS[field];
  }
  if (missing.length > 0) {
    throw new Error(`Refusing to start in production without these secrets: ${missing.join(', ')}`);
  }
  if (!/^[0-9a-fA-F]{64}$/.test(secrets.channelIdKey)) {
    throw new Error('CHANNEL_ID_KEY must be 64 hexadecimal characters (a 256-bit AES key)');
  }
  if (production) {
    for (const [field, name] of Object.entries(SECRET_ENV) as [keyof Secrets, string][]) {
      if (secrets[field] === DEV_SECRETS[field]) {
        throw new Error(`${name} is the development default: set a real secret in production`);
      }
    }
    for (const field of OWN_SECRETS) {
      const bits = estimatedEntropyBits(secrets[field]);
      if (bits < MIN_SECRET_BITS) {
        throw new Error(
          `${SECRET_ENV[field]} is too weak for production: about ${bits} bits, at least ${MIN_SECRET_BITS} needed (32 random bytes, for example \`openssl rand -hex 32\`)`,
        );
      }
    }
  }

  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  let database: DatabaseConfig;
  if (env.DATABASE_URL) {
    if (!/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) {
      throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
    }
    database = {
      kind: 'postgres',
      url: env.DATABASE_URL,
      preparedStatements: boolEnv(env, 'DATABASE_PREPARED_STATEMENTS', true),
    };
  } else if (nodeEnv === 'test' && !env.DATA_DIR) {
    database = { kind: 'pglite-memory' };
  } else {
    database = { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
  }

  const mandateRoute = intEnv(env, 'MANDATE_ROUTE', 1, 1);
  if (mandateRoute !== 1 && mandateRoute !== 2) {
    throw new Error('MANDATE_ROUTE must be 1 (bank) or 2 (UPI)');
  }

  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (corsOrigins.includes('*')) {
    throw new Error('CORS_ORIGINS must list origins; a wildcard is not allowed');
  }

  const lenderBaseUrl = env.LENDER_BASE_URL ?? 'sandbox';
  const messaging = messagingEnv(env);
  const cashfree = cashfreeEnv(env, 'PAYMENT_PROVIDER');
  const mandateGateway = cashfreeEnv(env, 'MANDATE_PROVIDER');
  const serviceDesk = serviceDeskEnv(env, production);
  const lms = lmsEnv(env);
  const real: Record<SandboxProvider, boolean> = {
    messaging: messaging !== null,
    payments: cashfree !== null,
    mandates: mandateGateway !== null,
    lender: lenderBaseUrl !== 'sandbox',
    'service-desk': serviceDesk !== null,
    lms: lms !== null,
  };
  const sandboxProviders = sandboxProviderNames.filter((name) => !real[name]);
  const publicOrigin = env.PUBLIC_ORIGIN ?? `http://localhost:${port}`;
  if (!/^https?:\/\/[^/]+$/.test(publicOrigin)) {
    throw new Error('PUBLIC_ORIGIN must be an origin such as https://www.rideon.example');
  }
  if (cashfree && !env.PUBLIC_ORIGIN) {
    throw new Error(
      'PAYMENT_PROVIDER=cashfree needs PUBLIC_ORIGIN (where Cashfree sends the payer back)',
    );
  }
  const allowed = (env.ALLOW_SANDBOX_PROVIDERS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = allowed.filter(
    (name) => !(sandboxProviderNames as readonly string[]).includes(name),
  );
  if (unknown.length > 0) {
    throw new Error(
      `ALLOW_SANDBOX_PROVIDERS names no provider: ${unknown.join(', ')} (known: ${sandboxProviderNames.join(', ')})`,
    );
  }
  if (production) {
    const refused = sandboxProviders.filter((name) => !allowed.includes(name));
    if (refused.length > 0) {
      throw new Error(
        `Refusing to start in production on sandbox providers: ${refused.join(', ')}. Configure the real ones (docs/deploying.md), or, for a staging deployment, ALLOW_SANDBOX_PROVIDERS=${refused.join(',')}`,
      );
    }
  }

  return {
    env: nodeEnv,
    host: env.HOST ?? '127.0.0.1',
    port,
    siteDir: env.SITE_DIR ? path.resolve(env.SITE_DIR) : undefined,
    dataDir,
    database,
    seed: boolEnv(env, 'SEED', !production),
    corsOrigins,
    trustProxy: trustProxyEnv(env.TRUST_PROXY),
    secrets,
    rateLimits: {
      otp: intEnv(env, 'RATE_LIMIT_OTP', 20, 1),
      captcha: intEnv(env, 'RATE_LIMIT_CAPTCHA', 60, 1),
      lead: intEnv(env, 'RATE_LIMIT_LEAD', 30, 1),
      enquiry: intEnv(env, 'RATE_LIMIT_ENQUIRY', 20, 1),
      upload: intEnv(env, 'RATE_LIMIT_UPLOAD', 30, 1),
      general: intEnv(env, 'RATE_LIMIT_GENERAL', 600, 1),
      loan: intEnv(env, 'RATE_LIMIT_LOAN', 10, 1),
    },
    mandateRoute,
    lenderBaseUrl,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    supportPhone: env.SUPPORT_PHONE ?? '1800-000-0000',
    sandboxProviders,
    apiDocs: !production || boolEnv(env, 'API_DOCS', false),
    messaging,
    webOtpDomain: env.WEBOTP_DOMAIN ?? 'localhost',
    cashfree,
    cashfreeMandates: mandateGateway && {
      ...mandateGateway,
      fallbackEmail: env.MANDATE_FALLBACK_EMAIL ?? `mandates@${new URL(publicOrigin).hostname}`,
    },
    publicOrigin,
    s3: s3Env(env),
    challenge: challengeEnv(env),
    serviceDesk,
    lms,
  };
}

/** `SERVICE_DESK_PROVIDER=crm`: the CRM's signed webhook, with the secret it signs with. */
function serviceDeskEnv(
  env: Record<string, string | undefined>,
  production: boolean,
): ServiceDeskConfig | null {
  const provider = env.SERVICE_DESK_PROVIDER ?? 'sandbox';
  if (provider === 'sandbox') return null;
  if (provider !== 'crm') throw new Error('SERVICE_DESK_PROVIDER must be sandbox or crm');
  const secret = env.SERVICE_DESK_WEBHOOK_SECRET ?? '';
  if (!secret) throw new Error('SERVICE_DESK_PROVIDER=crm needs: SERVICE_DESK_WEBHOOK_SECRET');
  const bits = estimatedEntropyBits(secret);
  if (production && bits < MIN_SECRET_BITS) {
    throw new Error(
      `SERVICE_DESK_WEBHOOK_SECRET is too weak for production: about ${bits} bits, at least ${MIN_SECRET_BITS} needed (32 random bytes, for example \`openssl rand -hex 32\`)`,
    );
  }
  return { webhookSecret: secret };
}

/** `LMS_BASE_URL` (https) turns the real loan management system on; its credentials are then required. */
function lmsEnv(env: Record<string, string | undefined>): LmsConfig | null {
  const baseUrl = env.LMS_BASE_URL ?? 'sandbox';
  if (baseUrl === 'sandbox') return null;
  if (!/^https?:\/\//.test(baseUrl))
    throw new Error('LMS_BASE_URL must be sandbox or an https URL');
  const missing = ['LMS_CLIENT_ID', 'LMS_CLIENT_SECRET'].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`LMS_BASE_URL needs: ${missing.join(', ')}`);
  return { baseUrl, clientId: env.LMS_CLIENT_ID!, clientSecret: env.LMS_CLIENT_SECRET! };
}

/** `S3_BUCKET` turns the S3-compatible storage on; the rest is then required. */
function s3Env(env: Record<string, string | undefined>): S3StorageConfig | null {
  if (!env.S3_BUCKET) return null;
  const missing = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`S3_BUCKET needs: ${missing.join(', ')}`);
  if (env.S3_ENDPOINT && !/^https?:\/\//.test(env.S3_ENDPOINT)) {
    throw new Error('S3_ENDPOINT must be an http(s) URL');
  }
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'ap-south-1',
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    accessKeyId: env.S3_ACCESS_KEY_ID as string,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
    prefix: env.S3_PREFIX ?? 'uploads/',
  };
}

/** Cashfree (PG or Subscriptions) when `<setting>=cashfree`; the sandbox otherwise. */
function cashfreeEnv(
  env: Record<string, string | undefined>,
  setting: 'PAYMENT_PROVIDER' | 'MANDATE_PROVIDER',
): CashfreeConfig | null {
  const provider = env[setting] ?? 'sandbox';
  if (provider === 'sandbox') return null;
  if (provider !== 'cashfree') throw new Error(`${setting} must be sandbox or cashfree`);
  const missing = ['CASHFREE_CLIENT_ID', 'CASHFREE_CLIENT_SECRET'].filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new Error(`${setting}=cashfree needs: ${missing.join(', ')}`);
  }
  return {
    baseUrl: env.CASHFREE_BASE_URL ?? 'https://api.cashfree.com',
    clientId: env.CASHFREE_CLIENT_ID as string,
    clientSecret: env.CASHFREE_CLIENT_SECRET as string,
    apiVersion: env.CASHFREE_API_VERSION ?? '2025-01-01',
  };
}

/** SMS (Exotel, with the DLT fields) and e-mail (SMTP) together, or neither (the sandbox). */
function messagingEnv(env: Record<string, string | undefined>): Config['messaging'] {
  const provider = env.SMS_PROVIDER ?? 'sandbox';
  if (provider !== 'sandbox' && provider !== 'exotel') {
    throw new Error('SMS_PROVIDER must be sandbox or exotel');
  }
  if (provider === 'sandbox' && !env.SMTP_URL) return null;
  if (provider === 'sandbox' || !env.SMTP_URL) {
    throw new Error(
      'Configure SMS (SMS_PROVIDER=exotel) and e-mail (SMTP_URL) together, or neither',
    );
  }
  const names = [
    'EXOTEL_ACCOUNT_SID',
    'EXOTEL_API_KEY',
    'EXOTEL_API_TOKEN',
    'SMS_SENDER',
    'SMS_DLT_ENTITY_ID',
    'SMS_DLT_TEMPLATE_OTP',
    'SMS_DLT_TEMPLATE_PAYMENT_RECEIVED',
    'SMS_DLT_TEMPLATE_TICKET_RAISED',
    'SMS_DLT_TEMPLATE_TICKET_STATUS',
    'SMS_DLT_TEMPLATE_OTP_HI',
    'SMS_DLT_TEMPLATE_PAYMENT_RECEIVED_HI',
    'SMS_DLT_TEMPLATE_TICKET_RAISED_HI',
    'SMS_DLT_TEMPLATE_TICKET_STATUS_HI',
    'MAIL_FROM',
  ] as const;
  const missing = names.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new Error(`SMS_PROVIDER=exotel and SMTP_URL need: ${missing.join(', ')}`);
  }
  if (!/^smtps?:\/\//.test(env.SMTP_URL)) {
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  }
  const value = (name: (typeof names)[number]) => env[name] as string;
  return {
    sms: {
      baseUrl: env.EXOTEL_BASE_URL ?? 'https://api.exotel.com',
      accountSid: value('EXOTEL_ACCOUNT_SID'),
      apiKey: value('EXOTEL_API_KEY'),
      apiToken: value('EXOTEL_API_TOKEN'),
      sender: value('SMS_SENDER'),
      entityId: value('SMS_DLT_ENTITY_ID'),
      templates: {
        otp: value('SMS_DLT_TEMPLATE_OTP'),
        'payment-received': value('SMS_DLT_TEMPLATE_PAYMENT_RECEIVED'),
        'ticket-raised': value('SMS_DLT_TEMPLATE_TICKET_RAISED'),
        'ticket-status': value('SMS_DLT_TEMPLATE_TICKET_STATUS'),
      },
      hindiTemplates: {
        otp: value('SMS_DLT_TEMPLATE_OTP_HI'),
        'payment-received': value('SMS_DLT_TEMPLATE_PAYMENT_RECEIVED_HI'),
        'ticket-raised': value('SMS_DLT_TEMPLATE_TICKET_RAISED_HI'),
        'ticket-status': value('SMS_DLT_TEMPLATE_TICKET_STATUS_HI'),
      },
    },
    smtp: { url: env.SMTP_URL, from: value('MAIL_FROM') },
  };
}
