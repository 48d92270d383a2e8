import { apiMessages, serviceDeskWebhookEndpoint } from '@company/forms/contracts';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { serviceDeskSignature } from '../../src/providers/service-desk-crm.ts';
import { appForFile } from '../app-for-file.ts';
import { PRODUCTION_SECRETS } from '../helpers.ts';
import { outboxTo, raiseTicket } from './helpers.ts';

const SECRET = '3c9e1f7a5b2d8c4e6f0a1b3d5e7f9a2c4b6d8e0f1a3c5e7b9d2f4a6c8e0b1d3f';

const t = appForFile({ SERVICE_DESK_PROVIDER: 'crm', SERVICE_DESK_WEBHOOK_SECRET: SECRET });

const now = () => Math.floor(Date.now() / 1000);

/** A webhook delivery: the body as sent, signed with `secret` at `timestamp`. */
function deliver(body: object, { secret = SECRET, timestamp = now() } = {}) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: serviceDeskWebhookEndpoint.path,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-service-desk-timestamp': String(timestamp),
      'x-service-desk-signature': serviceDeskSignature(secret, String(timestamp), raw),
    },
  });
}

const statusOf = async (ticket: string) =>
  (
    await t.db
      .selectFrom('service_requests')
      .select('status')
      .where('ticket', '=', ticket)
      .executeTakeFirstOrThrow()
  ).status;

describe('the service desk webhook', () => {
  it('refuses forged and stale deliveries, applies a valid one once, and texts the change', async () => {
    const phone = '9000034567';
    const ticket = await raiseTicket(t, phone);
    const event = {
      event_id: 'crm-evt-1',
      ticket,
      status: 'in-progress',
      note: 'Assigned to Pune',
    };
    const wins: Record<string, string> = {};

    // Forged: signed with other secrets, or the signature of another body.
    let won = 0;
    const forgeries = [
      () => deliver(event, { secret: 'a'.repeat(64) }),
      () => deliver(event, { secret: '' }),
      async () => {
        const timestamp = now();
        return t.app.inject({
          method: 'POST',
          url: serviceDeskWebhookEndpoint.path,
          payload: JSON.stringify({ ...event, status: 'rejected', note: 'x' }),
          headers: {
            'content-type': 'application/json',
            'x-service-desk-timestamp': String(timestamp),
            'x-service-desk-signature': serviceDeskSignature(
              SECRET,
              String(timestamp),
              JSON.stringify(event),
            ),
          },
        });
      },
      () =>
        t.app.inject({
          method: 'POST',
          url: serviceDeskWebhookEndpoint.path,
          payload: event,
        }),
    ];
    for (const forge of forgeries) {
      const res = await forge();
      if (res.statusCode < 400) won++;
      else
        expect(res.json()).toMatchObject({
          statusCode: 401,
          message: apiMessages.invalidSignature,
        });
    }
    wins.forged = `${won}/${forgeries.length}`;

    // Stale: correctly signed, but 6 minutes old (or from 6 minutes ahead).
    won = 0;
    for (const timestamp of [now() - 6 * 60, now() + 6 * 60]) {
      if ((await deliver(event, { timestamp })).statusCode < 400) won++;
    }
    wins.stale = `${won}/2`;
    expect(await statusOf(ticket)).toBe('open');

    // Valid: applied, with its SMS.
    const valid = await deliver(event);
    expect(valid.json()).toEqual({ success: true, applied: true });
    expect(await statusOf(ticket)).toBe('in-progress');

    // Replayed within the window, freshly signed or as captured: acknowledged, applied no more.
    won = 0;
    const replays = [() => deliver(event), () => deliver(event, { timestamp: now() - 60 })];
    for (const replay of replays) {
      const res = await replay();
      expect(res.statusCode).toBe(200);
      if (res.json().applied) won++;
    }
    wins.replayed = `${won}/${replays.length}`;
    const events = await t.db
      .selectFrom('service_request_events')
      .select('status')
      .where('ticket', '=', ticket)
      .execute();
    expect(events).toEqual([{ status: 'in-progress' }]);
    const texts = (await outboxTo(t, phone)).filter((m) => m.body.includes('now In progress'));
    expect(texts).toHaveLength(1);

    console.info(
      `service-desk webhook attacks that won: ${Object.entries(wins)
        .map(([name, score]) => `${name} ${score}`)
        .join(', ')}`,
    );
    expect(wins).toEqual({ forged: '0/4', stale: '0/2', replayed: '0/2' });
  });

  it('a signed event for an unknown ticket or a move its status does not allow changes nothing', async () => {
    const ticket = await raiseTicket(t, '9000045678');
    expect(
      (await deliver({ event_id: 'e-2', ticket: 'SR26010100000000', status: 'closed' })).json(),
    ).toEqual({ success: true, applied: false });
    expect((await deliver({ event_id: 'e-3', ticket, status: 'closed' })).json().applied).toBe(
      true,
    );
    expect((await deliver({ event_id: 'e-4', ticket, status: 'open' })).json().applied).toBe(false);
    expect(await statusOf(ticket)).toBe('closed');
    const bad = await deliver({ event_id: 'e-5', ticket, status: 'lost' });
    expect(bad.statusCode).toBe(400);
  });

  it('the CRM desk has no schedule of its own: only its webhook moves a ticket', () => {
    expect(t.app.ctx.providers.serviceDesk.name).toBe('crm');
    expect(
      t.app.ctx.providers.serviceDesk.dueChanges(
        { status: 'open', raisedAt: new Date(0) },
        new Date(),
      ),
    ).toEqual([]);
  });

  it('the CRM needs its secret, a strong one in production; production will not run on the sandbox desk unless told', () => {
    expect(() => loadConfig({ SERVICE_DESK_PROVIDER: 'crm' })).toThrow(
      'SERVICE_DESK_PROVIDER=crm needs: SERVICE_DESK_WEBHOOK_SECRET',
    );
    expect(() => loadConfig({ SERVICE_DESK_PROVIDER: 'zendesk' })).toThrow(/sandbox or crm/);
    const production = {
      NODE_ENV: 'production',
      ...PRODUCTION_SECRETS,
      ALLOW_SANDBOX_PROVIDERS: 'messaging,payments,mandates,lender,lms',
    };
    expect(() => loadConfig(production)).toThrow(
      'Refusing to start in production on sandbox providers: service-desk.',
    );
    expect(() =>
      loadConfig({
        ...production,
        SERVICE_DESK_PROVIDER: 'crm',
        SERVICE_DESK_WEBHOOK_SECRET: 'secret',
      }),
    ).toThrow(/SERVICE_DESK_WEBHOOK_SECRET is too weak for production/);
    const real = loadConfig({
      ...production,
      SERVICE_DESK_PROVIDER: 'crm',
      SERVICE_DESK_WEBHOOK_SECRET: SECRET,
    });
    expect(real.sandboxProviders).not.toContain('service-desk');
    expect(real.serviceDesk).toEqual({ webhookSecret: SECRET });
  });
});
