import { describe, expect, it } from 'vitest';
import { pruneUnusedUploads } from '../../src/storage/uploads.ts';
import { appForFile } from '../app-for-file.ts';
import { cookieHeader, cookieJar, INJECTIONS } from '../helpers.ts';

const t = appForFile();

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  Buffer.alloc(200, 32),
  Buffer.from('%%EOF\n'),
]);
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(100)]);

describe('POST /api/v1/bb/users/product-queries (lead)', () => {
  const url = '/api/v1/bb/users/product-queries';
  const good = { name: 'Ravi Kumar', phone: '9876543210', product_type: 'New Two-Wheeler Loan' };

  it('stores the lead and answers data.success', async () => {
    const res = await post(url, good);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.success).toBe(true);
    const row = await t.db
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Ravi Kumar', phone: '9876543210' });
  });

  it('refuses a missing name', async () => {
    const res = await post(url, { phone: '9876543210', product_type: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Please enter your name' });
  });

  it('refuses a blank name', async () => {
    const res = await post(url, { ...good, name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter your name');
  });

  it('refuses a phone of the wrong type or shape', async () => {
    for (const phone of [9876543210, '98765', '1234567890', '98765432101']) {
      const res = await post(url, { ...good, phone });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter a valid 10-digit mobile number');
    }
  });

  it('refuses an oversized name and injection strings', async () => {
    const long = await post(url, { ...good, name: 'a'.repeat(101) });
    expect(long.statusCode).toBe(400);
    for (const s of INJECTIONS.filter((x) => x.includes('<'))) {
      const res = await post(url, { ...good, name: s });
      expect(res.statusCode).toBe(400);
    }
    // SQL-looking text is only text: stored verbatim, nothing executed
    const sqlish = await post(url, { ...good, name: "' OR 1=1 --" });
    expect(sqlish.statusCode).toBe(200);
    const count = await t.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(0);
  });

  it('refuses a body that is not JSON object and an oversized body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: '[1,2]',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    const big = await post(url, { ...good, product_type: 'x'.repeat(70_000) });
    expect(big.statusCode).toBe(413);
    expect(big.json().success).toBe(false);
  });
});

describe('upload-document and storage', () => {
  const url = '/api/v1/bb/request/upload-document';
  const dealer = { method: 'put', journey: 'care', user_type: 'dealer', phone: '9876543210' };

  async function upload(
    data: Buffer,
    request: Record<string, unknown> = { method: 'put', journey: 'career' },
    jar: Record<string, string> = {},
  ) {
    const put = await post(url, request, { cookie: cookieHeader(jar) });
    jar = cookieJar(jar, put.headers['set-cookie']);
    if (put.statusCode !== 200) return { put, jar };
    const res = await t.app.inject({ method: 'PUT', url: put.json().message, payload: data });
    return { put, res, jar };
  }

  it('uploads a PDF to a place the API chose and reads it back by its id', async () => {
    const { put, res, jar } = await upload(PDF);
    expect(put.json().id).toMatch(/^up_[A-Za-z0-9_-]+$/);
    expect(put.json().message).toMatch(/^\/api\/storage\/careers\/f[A-Za-z0-9_-]+\?op=put/);
    expect(res?.statusCode).toBe(200);
    expect(res?.json()).toMatchObject({ content_type: 'application/pdf' });
    const get = await post(
      url,
      { method: 'get', id: put.json().id },
      { cookie: cookieHeader(jar) },
    );
    expect(get.statusCode).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: get.json().message });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses content that is not png, jpeg or pdf, and a file that only starts like a PDF', async () => {
    const { res } = await upload(Buffer.from('<html><script>1</script>'));
    expect(res?.statusCode).toBe(415);
    expect(res?.json().message).toBe('Only PNG, JPEG or PDF files are accepted');
    const fake = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from('<script>1</script>')]);
    expect((await upload(fake)).res?.statusCode).toBe(415);
  });

  it('a PDF that is also HTML is kept a PDF: served as one, never sniffed, no script allowed', async () => {
    const polyglot = Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF\n');
    const { put, res, jar } = await upload(polyglot);
    expect(res?.statusCode).toBe(200);
    const get = await post(
      url,
      { method: 'get', id: put.json().id },
      { cookie: cookieHeader(jar) },
    );
    const file = await t.app.inject({ method: 'GET', url: get.json().message });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(String(file.headers['content-security-policy'])).toMatch(/script-src 'self'/);
  });

  it('refuses files over 5 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const { res } = await upload(big);
    expect(res?.statusCode).toBe(413);
    expect(res?.json().message).toBe('The file must be at most 5 MB');
  });

  it('takes no storage key from the browser', async () => {
    for (const key of ['customer/TW0000100001/noc-proof.pdf', '../etc/passwd']) {
      // A key in the request is no part of the contract: it is dropped, and the API chooses.
      const res = await post(url, { method: 'put', journey: 'career', key });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toMatch(/^\/api\/storage\/careers\/f[A-Za-z0-9_-]+\?op=put/);
    }
    const traversal = await t.app.inject({
      method: 'PUT',
      url: '/api/storage/..%2F..%2Fx?op=put&exp=9999999999&owner=a&sig=b',
      payload: PNG,
    });
    expect(traversal.statusCode).toBe(403);
  });

  it('needs a verified journey for customer care: the care OTP, or a checked mobile', async () => {
    const customer = await post(url, { method: 'put', journey: 'care' });
    expect(customer.statusCode).toBe(401);
    expect(customer.json().message).toBe(
      'Please verify your mobile number before uploading a document',
    );
    const badPhone = await post(url, { ...dealer, phone: '12345' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().field).toBe('phone');
    const ok = await post(url, dealer);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toMatch(/^\/api\/storage\/dealer\/9876543210\/f/);
  });

  it('gives one browser a few uploads a day per journey', async () => {
    let jar: Record<string, string> = {};
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await post(
        url,
        { method: 'put', journey: 'career' },
        { cookie: cookieHeader(jar) },
      );
      jar = cookieJar(jar, res.headers['set-cookie']);
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await post(
      url,
      { method: 'put', journey: 'career' },
      { cookie: cookieHeader(jar) },
    );
    expect(refused.json().message).toBe(
      'You have uploaded as many documents as a day allows. Please try again tomorrow.',
    );
    expect(refused.headers['retry-after']).toBe(String(24 * 3600));
  });

  it('refuses tampered, expired or reused URLs and strangers reading an upload', async () => {
    const { put, jar } = await upload(PNG, dealer);
    const tampered = put.json().message.replace(/\/f[A-Za-z0-9_-]+\?/, '/fother?');
    expect((await t.app.inject({ method: 'PUT', url: tampered, payload: PNG })).statusCode).toBe(
      403,
    );
    const again = await t.app.inject({ method: 'PUT', url: put.json().message, payload: PNG });
    expect(again.statusCode).toBe(409);
    const expired = put.json().message.replace(/exp=\d+/, 'exp=1000');
    expect((await t.app.inject({ method: 'PUT', url: expired, payload: PNG })).statusCode).toBe(
      403,
    );
    const stranger = await post(url, { method: 'get', id: put.json().id });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Document get failed');
    const owner = await post(
      url,
      { method: 'get', id: put.json().id },
      { cookie: cookieHeader(jar) },
    );
    expect(owner.statusCode).toBe(200);
  });

  it('removes uploads no request used within a day, files and all', async () => {
    const { put, res } = await upload(PDF);
    expect(res?.statusCode).toBe(200);
    const { id } = put.json();
    const row = await t.db
      .selectFrom('uploads')
      .select('key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(await t.app.ctx.providers.storage.exists(row.key)).toBe(true);
    await t.db
      .updateTable('uploads')
      .set({ created_at: new Date(Date.now() - 25 * 3600 * 1000) })
      .where('id', '=', id)
      .execute();
    expect(await pruneUnusedUploads(t.db, t.app.ctx.providers.storage)).toBeGreaterThanOrEqual(1);
    expect(await t.app.ctx.providers.storage.exists(row.key)).toBe(false);
    expect(
      await t.db.selectFrom('uploads').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses a bad method', async () => {
    const res = await post(url, { method: 'delete', journey: 'career' });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/v1/bb/users/career', () => {
  const url = '/api/v1/bb/users/career';
  const good = {
    first_name: 'Priya',
    last_name: 'Nair',
    email: 'priya.nair@example.com',
    phone: '9123456789',
    location: 'Pune',
    linkedin: 'https://www.linkedin.com/in/priya-nair',
  };

  it('stores the application with the resume this browser uploaded, once', async () => {
    const put = await post('/api/v1/bb/request/upload-document', {
      method: 'put',
      journey: 'career',
    });
    const cookie = cookieHeader(cookieJar({}, put.headers['set-cookie']));
    await t.app.inject({ method: 'PUT', url: put.json().message, payload: PDF });
    const { id } = put.json();
    const stranger = await post(url, { ...good, resume_key: id });
    expect(stranger.statusCode).toBe(400);
    const res = await post(url, { ...good, resume_key: id }, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    const { key } = await t.db
      .selectFrom('uploads')
      .select('key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const row = await t.db
      .selectFrom('career_applications')
      .selectAll()
      .where('resume_key', '=', key)
      .executeTakeFirst();
    expect(row?.first_name).toBe('Priya');
    // Used once: a second application cannot take the same file.
    expect((await post(url, { ...good, resume_key: id }, { cookie })).statusCode).toBe(400);
  });

  it('needs the required fields', async () => {
    for (const field of ['first_name', 'last_name', 'phone', 'location']) {
      const { [field]: _, ...rest } = good as Record<string, string>;
      const res = await post(url, rest);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please fill the required fields!');
    }
  });

  it('refuses a bad phone, e-mail or LinkedIn link', async () => {
    expect((await post(url, { ...good, phone: '12345' })).json().message).toBe(
      'Please enter a valid 10-digit phone number',
    );
    expect((await post(url, { ...good, email: 'not an email' })).json().message).toBe(
      'Please enter a valid email',
    );
    expect((await post(url, { ...good, linkedin: 'https://evil.example/x' })).json().message).toBe(
      'Please enter a valid Linkedin profile link',
    );
  });

  it('refuses a resume key that is not an uploaded PDF, and injection strings', async () => {
    const res = await post(url, { ...good, resume_key: 'careers/none.pdf' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please upload your resume as a PDF of at most 5 MB');
    const inj = await post(url, { ...good, first_name: '<script>alert(1)</script>' });
    expect(inj.statusCode).toBe(400);
    const wrongType = await post(url, { ...good, location: 42 });
    expect(wrongType.statusCode).toBe(400);
  });
});

describe('POST /api/v1/bb/users/contact-us', () => {
  const url = '/api/v1/bb/users/contact-us';
  const good = {
    first_name: 'Kiran',
    phone: '9000012345',
    email: 'kiran@example.com',
    request_type: 'Customer Support',
    query: 'Please call me about my EMI.',
  };

  it('stores a customer-support request', async () => {
    const res = await post(url, good);
    expect(res.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('contact_requests')
      .selectAll()
      .where('name', '=', 'Kiran')
      .executeTakeFirst();
    expect(row?.request_type).toBe('Customer Support');
  });

  it('needs a name', async () => {
    const res = await post(url, { ...good, first_name: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter your first name');
  });

  it('needs a valid phone; an e-mail is optional but checked', async () => {
    expect((await post(url, { ...good, phone: '', email: '' })).json().message).toBe(
      'Please enter your phone number so we can call you',
    );
    expect((await post(url, { ...good, email: '' })).statusCode).toBe(200);
    expect((await post(url, { ...good, phone: 'abc' })).json().message).toBe(
      'Please enter a valid 10-digit phone number',
    );
    expect((await post(url, { ...good, email: 'a@b' })).json().message).toBe(
      'Please enter a valid email address',
    );
  });

  it('defaults the request type; refuses oversize query, wrong types and injection strings', async () => {
    const { request_type: _, ...rest } = good;
    expect((await post(url, rest)).statusCode).toBe(200);
    expect((await post(url, { ...good, query: 'x'.repeat(2001) })).json().message).toBe(
      'Please write your query as text',
    );
    expect((await post(url, { ...good, phone: 9000012345 })).statusCode).toBe(400);
    expect((await post(url, { ...good, query: '<img src=x onerror=alert(1)>' })).statusCode).toBe(
      400,
    );
  });
});
