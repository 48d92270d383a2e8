import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { installSecurityHeaders } from '../lib/security-headers.ts';
import { challengeHosts } from '../providers/challenge-hosts.ts';

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

/** The response headers every answer carries: the policy above, HSTS in production. */
export function installResponseHeaders(app: FastifyInstance, config: Config): void {
  installSecurityHeaders(app, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyFor(config) },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.env === 'production',
  });
}
