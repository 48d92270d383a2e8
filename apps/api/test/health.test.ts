import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

describe('GET /api/health', () => {
  it('answers ok with the service name', async () => {
    const app = await buildApp(loadConfig({ NODE_ENV: 'test' }));
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', service: 'company-api' });
    await app.close();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const app = await buildApp(loadConfig({ NODE_ENV: 'test' }));
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    await app.close();
  });
});

describe('loadConfig', () => {
  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
  });
});
