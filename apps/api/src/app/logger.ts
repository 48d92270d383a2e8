import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';
import { redactUrl } from '../lib/mask.ts';

/** The request log: off when silent, one line per request with the visitor's data redacted. */
export function loggerOptions(
  config: Config,
  logStream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return config.logLevel === 'silent'
    ? false
    : {
        level: config.logLevel,
        ...(logStream ? { stream: logStream } : {}),
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
      };
}
