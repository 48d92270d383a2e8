import path from 'node:path';

/** Everything the API reads from its environment, read and checked once at start-up. */
export interface Config {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  /** Folder of the built site to serve on the same origin, if any. */
  siteDir: string | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv =
    env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${env.PORT}"`);
  }
  return {
    env: nodeEnv,
    host: env.HOST ?? '127.0.0.1',
    port,
    siteDir: env.SITE_DIR ? path.resolve(env.SITE_DIR) : undefined,
  };
}
