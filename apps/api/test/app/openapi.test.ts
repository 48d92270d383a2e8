import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../app-for-file.ts';

/**
 * The OpenAPI document (`/api/docs/json`) must be one a client generator accepts: a standard
 * validator checks it against the OpenAPI 3.0 schema and resolves every reference.
 */
const t = appForFile();

describe('the OpenAPI document', () => {
  it('passes swagger-parser’s validation and documents every /api route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const document = res.json();
    let problem = '';
    await SwaggerParser.validate(structuredClone(document)).catch((error: Error) => {
      problem = error.message;
    });
    expect(problem).toBe('');
    const paths = Object.keys(document.paths);
    console.info(`OpenAPI document: ${paths.length} paths, valid OpenAPI ${document.openapi}`);
    // The challenged routes document the header the API checks.
    const lead = document.paths['/api/v1/bb/users/product-queries'].post;
    expect(lead.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'x-challenge' }),
    );
    expect(document.paths['/api/v1/bb/request/get-user-type'].get.parameters ?? []).toEqual([]);
    for (const path of [
      '/api/v1/bb/users/product-queries',
      '/api/v1/bb/users/contact-us',
      '/api/v1/bb/payments/create-order',
      '/api/v1/enquiry/pre-qualification',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
