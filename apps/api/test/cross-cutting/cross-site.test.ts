import { apiMessages } from '@company/forms/contracts';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../app-for-file.ts';

/**
 * A page on another site must not be able to make a visitor's browser post to this API: plain
 * HTML forms send form-encoded, multipart or text bodies without a preflight, so every JSON route
 * refuses them (415), and a state-changing request from a foreign origin is refused (403).
 */

const t = appForFile({ CORS_ORIGINS: 'https://partner.example' });

const leads = '/api/v1/bb/users/product-queries';
const contact = '/api/v1/bb/users/contact-us';
const lead = { name: 'Asha Patil', phone: '9876543210', product_type: 'EV Rental' };

async function leadCount(): Promise<number> {
  const row = await t.db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('cross-site requests', () => {
  it.each([
    [
      'application/x-www-form-urlencoded',
      'name=Asha+Patil&phone=9876543210&product_type=EV+Rental',
    ],
    ['text/plain', JSON.stringify(lead)],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha\r\n--x--\r\n',
    ],
  ])('a %s body is refused with 415 and stores nothing', async (type, payload) => {
    const before = await leadCount();
    const res = await t.app.inject({
      method: 'POST',
      url: leads,
      headers: { 'content-type': type, host: 'localhost:3000' },
      payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      success: false,
      statusCode: 415,
      message: apiMessages.jsonOnly,
    });
    expect(await leadCount()).toBe(before);
  });

  it('a post from another site’s page is refused with 403 and stores nothing', async () => {
    const before = await leadCount();
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: leads,
        headers: { host: 'localhost:3000', ...headers },
        payload: lead,
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().message).toBe(apiMessages.crossSite);
    }
    const contactRes = await t.app.inject({
      method: 'POST',
      url: contact,
      headers: { host: 'localhost:3000', origin: 'https://evil.example' },
      payload: { first_name: 'Asha', phone: '9876543210', request_type: 'Customer Support' },
    });
    expect(contactRes.statusCode).toBe(403);
    expect(await leadCount()).toBe(before);
  });

  it('the site itself, a configured origin and a non-browser client are served', async () => {
    for (const headers of [
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      { origin: 'https://partner.example', 'sec-fetch-site': 'cross-site' },
      // a same-origin form post under Referrer-Policy: no-referrer (the sandbox pages' buttons)
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
      {},
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: leads,
        headers: { host: 'localhost:3000', ...headers },
        payload: { ...lead, phone: `98765432${Math.floor(Math.random() * 90 + 10)}` },
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('reads stay open to other sites (a GET changes nothing)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/bb/payments/captcha',
      headers: { host: 'localhost:3000', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});
