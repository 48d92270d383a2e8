import { describe, expect, it } from 'vitest';
import { devMessages } from '../../src/dev/read-back.ts';
import { appForFile } from '../app-for-file.ts';
import { buildProductionApp, cookieHeader, cookieJar, postJson } from '../helpers.ts';

const t = appForFile();

const post = (url: string, payload: unknown) => postJson(t.app, url, payload);
const get = (url: string) => t.app.inject({ method: 'GET', url });

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 32), Buffer.from('%%EOF')]);

describe('GET /api/dev/leads', () => {
  it('lists the leads of a mobile number, newest first', async () => {
    const phone = '9000000101';
    for (const product_type of ['New Two-Wheeler Loan', 'Electric Bike Loan']) {
      expect(
        (await post('/api/v1/bb/users/product-queries', { name: 'Lata Rao', phone, product_type }))
          .statusCode,
      ).toBe(200);
    }
    await post('/api/v1/bb/users/product-queries', {
      name: 'Other',
      phone: '9000000102',
      product_type: 'Battery Loan',
    });
    const res = await get(`/api/dev/leads?phone=${phone}`);
    expect(res.statusCode).toBe(200);
    const { leads } = res.json();
    expect(leads.map((l: { product_type: string }) => l.product_type)).toEqual([
      'Electric Bike Loan',
      'New Two-Wheeler Loan',
    ]);
    expect(leads[0]).toMatchObject({ name: 'Lata Rao', phone });
    expect(Number.isNaN(Date.parse(leads[0].created_at))).toBe(false);
    expect((await get('/api/dev/leads?phone=9000000103')).json()).toEqual({ leads: [] });
    expect((await get(`/api/dev/leads?phone=${phone}&limit=1`)).json().leads).toHaveLength(1);
  });

  it.each([
    ['missing phone', '', devMessages.phoneRequired],
    ['9 digits', '?phone=987654321', devMessages.phone],
    ['letters', '?phone=98765abcde', devMessages.phone],
    ['injection', `?phone=${encodeURIComponent("9876543210' or 1=1 --")}`, devMessages.phone],
    ['bad limit', '?phone=9876543210&limit=0', devMessages.limit],
  ])('refuses %s with 400 and a clear message', async (_name, query, message) => {
    const res = await get(`/api/dev/leads${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
  });
});

describe('GET /api/dev/careers', () => {
  it('lists applications with a signed URL that reads the resume back', async () => {
    const put = await post('/api/v1/bb/request/upload-document', {
      method: 'put',
      journey: 'career',
    });
    const jar = cookieJar({}, put.headers['set-cookie']);
    await t.app.inject({
      method: 'PUT',
      url: put.json().message,
      payload: PDF,
      headers: { cookie: cookieHeader(jar) },
    });
    const application = {
      first_name: 'Dev',
      last_name: 'Reader',
      email: 'dev.reader@example.com',
      phone: '9000000201',
      location: 'Pune',
      resume_key: put.json().id,
    };
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/bb/users/career',
          payload: application,
          headers: { cookie: cookieHeader(jar) },
        })
      ).statusCode,
    ).toBe(200);
    await post('/api/v1/bb/users/career', {
      ...application,
      resume_key: undefined,
      location: 'Goa',
    });

    const res = await get('/api/dev/careers?email=dev.reader@example.com');
    expect(res.statusCode).toBe(200);
    const { applications } = res.json();
    expect(applications).toHaveLength(2);
    expect(applications[0]).toMatchObject({ location: 'Goa', resume: null });
    expect(applications[1]).toMatchObject({
      first_name: 'Dev',
      phone: '9000000201',
      resume: { key: expect.stringMatching(/^careers\/f/), content_type: 'application/pdf' },
    });
    // No cookie: the signed URL alone reads the file.
    const file = await get(applications[1].resume.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await get('/api/dev/careers?phone=9000000201')).json().applications).toHaveLength(2);
  });

  it.each([
    ['neither e-mail nor phone', '', devMessages.emailOrPhone],
    ['a bad e-mail', '?email=not-an-email', devMessages.email],
    ['a bad phone', '?phone=12345', devMessages.phone],
    ['injection', `?email=${encodeURIComponent('<script>@x.com')}`, devMessages.email],
  ])('refuses %s with 400', async (_name, query, message) => {
    const res = await get(`/api/dev/careers${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
  });
});

describe('GET /api/dev/contact-requests', () => {
  it('lists contact and support requests by mobile or e-mail, newest first', async () => {
    const phone = '9000000301';
    for (const request_type of ['Contact Us', 'Customer Support']) {
      const res = await post('/api/v1/bb/users/contact-us', {
        first_name: 'Kiran',
        phone,
        email: 'kiran.dev@example.com',
        request_type,
        query: `about ${request_type}`,
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await get(`/api/dev/contact-requests?phone=${phone}`);
    expect(res.statusCode).toBe(200);
    const { requests } = res.json();
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({
      name: 'Kiran',
      phone,
      email: 'kiran.dev@example.com',
      request_type: 'Customer Support',
      query: 'about Customer Support',
    });
    const byEmail = await get('/api/dev/contact-requests?email=kiran.dev@example.com');
    expect(byEmail.json().requests).toHaveLength(2);
  });

  it.each([
    ['neither', '', devMessages.emailOrPhone],
    ['a bad phone', '?phone=5876543210', devMessages.phone],
    ['a bad e-mail', '?email=a@b', devMessages.email],
    ['an oversize e-mail', `?email=${'a'.repeat(250)}@example.com`, devMessages.email],
  ])('refuses %s with 400', async (_name, query, message) => {
    const res = await get(`/api/dev/contact-requests${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
  });
});

describe('development read-backs in production', () => {
  it('are absent (404) and not in the OpenAPI document', async () => {
    const a = await buildProductionApp(t.database);
    try {
      for (const url of [
        '/api/dev/leads?phone=9876543210',
        '/api/dev/careers?phone=9876543210',
        '/api/dev/contact-requests?phone=9876543210',
        '/api/dev/payment-orders?lan=TW0000100001',
        '/api/dev/enquiries?mobile=9876543210',
      ]) {
        expect((await a.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      const doc = (await a.inject({ method: 'GET', url: '/api/docs/json' })).json();
      expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/dev'))).toEqual([]);
    } finally {
      await a.close();
    }
  });

  it('are in the OpenAPI document outside production', async () => {
    const doc = (await get('/api/docs/json')).json();
    expect(doc.paths).toHaveProperty(['/api/dev/leads', 'get']);
    expect(doc.paths).toHaveProperty(['/api/dev/careers', 'get']);
    expect(doc.paths).toHaveProperty(['/api/dev/contact-requests', 'get']);
    expect(doc.paths).toHaveProperty(['/api/dev/payment-orders', 'get']);
    expect(doc.paths).toHaveProperty(['/api/dev/enquiries', 'get']);
  });
});

describe('GET /api/dev/payment-orders and /api/dev/enquiries', () => {
  it('list a loan’s orders and a number’s enquiries (masked), and refuse bad parameters', async () => {
    const none = await get('/api/dev/payment-orders?lan=TW0000200001');
    expect(none.json()).toEqual({ orders: [] });
    expect((await get('/api/dev/payment-orders?lan=<x>')).statusCode).toBe(400);
    const asked = await post('/api/v1/enquiry/pre-qualification', {
      city: 'Pune',
      mobile: '9000000150',
      loanAmount: '60000',
      idType: 'PAN',
      pan: 'ABCPE1234F',
      aadhaar: '234123412346',
      terms: true,
    });
    expect(asked.statusCode).toBe(200);
    const { enquiries } = (await get('/api/dev/enquiries?mobile=9000000150')).json();
    expect(enquiries).toEqual([
      expect.objectContaining({ channel_type: 4, aadhaar_last4: '2346', pan: 'XXXXX1234X' }),
    ]);
    expect(JSON.stringify(enquiries)).not.toContain('234123412346');
    expect((await get('/api/dev/enquiries?mobile=123')).statusCode).toBe(400);
  });
});
