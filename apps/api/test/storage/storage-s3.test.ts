import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../../src/providers/storage-s3.ts';
import { cookieHeader, cookieJar, createTestApp } from '../helpers.ts';

/**
 * Uploads in an S3-compatible bucket, against s3rver (an S3 server in Node, started here; why
 * this one: docs/decisions.md). The journey goes through the API as a browser's would.
 */
let server: S3rver;
let endpoint = '';
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));

beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'rideon-uploads', configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

const settings = () => ({
  bucket: 'rideon-uploads',
  region: 'ap-south-1',
  endpoint,
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  prefix: 'uploads/',
});

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 32), Buffer.from('%%EOF')]);

describe('S3-compatible storage', () => {
  it('puts, reads, knows and removes a file; an unknown key reads as nothing; an unsafe key is refused', async () => {
    const storage = s3Storage(settings());
    try {
      await storage.put('care/abc/doc.pdf', PDF);
      expect(await storage.exists('care/abc/doc.pdf')).toBe(true);
      expect((await storage.get('care/abc/doc.pdf'))?.equals(PDF)).toBe(true);
      expect(fs.readdirSync(path.join(directory, 'rideon-uploads')).length).toBeGreaterThan(0);
      await storage.remove('care/abc/doc.pdf');
      expect(await storage.exists('care/abc/doc.pdf')).toBe(false);
      expect(await storage.get('care/abc/doc.pdf')).toBeNull();
      await expect(storage.put('../escape', PDF)).rejects.toThrow('unsafe storage key');
    } finally {
      storage.destroy();
    }
  });

  it('two API instances on one database and one bucket: a resume uploaded through one is read back through the other', async () => {
    const env = {
      S3_BUCKET: 'rideon-uploads',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    const a = await createTestApp(env);
    const b = await createTestApp(env, a.database);
    try {
      const put = await a.app.inject({
        method: 'POST',
        url: '/api/v1/bb/request/upload-document',
        payload: { method: 'put', journey: 'career' },
      });
      const jar = cookieJar({}, put.headers['set-cookie']);
      const stored = await a.app.inject({
        method: 'PUT',
        url: put.json().message,
        payload: PDF,
        headers: { cookie: cookieHeader(jar), 'content-type': 'application/pdf' },
      });
      expect(stored.statusCode).toBe(200);
      // Nothing on either instance's disk: the file is in the bucket.
      expect(fs.existsSync(path.join(a.dataDir, 'storage'))).toBe(false);
      const applied = await b.app.inject({
        method: 'POST',
        url: '/api/v1/bb/users/career',
        payload: {
          first_name: 'Bucket',
          last_name: 'Reader',
          email: 'bucket.reader@example.com',
          phone: '9000000301',
          location: 'Pune',
          resume_key: put.json().id,
        },
        headers: { cookie: cookieHeader(jar) },
      });
      expect(applied.statusCode).toBe(200);
      const listed = (
        await b.app.inject({
          method: 'GET',
          url: '/api/dev/careers?email=bucket.reader@example.com',
        })
      ).json();
      const read = await b.app.inject({ method: 'GET', url: listed.applications[0].resume.url });
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload.equals(PDF)).toBe(true);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
