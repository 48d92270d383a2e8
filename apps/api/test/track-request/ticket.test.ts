import { pathOf, trackedTicketEndpoint, trackRequestMessages } from '@company/forms/contracts';

const trackedTicketPath = (ticket: string) => pathOf(trackedTicketEndpoint, { ticket });

import { describe, expect, it } from 'vitest';
import { appForFile } from '../app-for-file.ts';
import { ageTicket, client, outboxTo, raiseTicket, verifiedFor } from './helpers.ts';

const t = appForFile();

const setStatus = (ticket: string, status: string, note?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/dev/service-requests/${ticket}/status`,
    payload: note === undefined ? { status } : { status, note },
  });

describe('track a request: the ticket', () => {
  it('shows the verified ticket: type, sub-type, raised at, status, timeline and the expected date', async () => {
    const phone = '9000066666';
    const ticket = await raiseTicket(t, phone);
    const c = await verifiedFor(t, ticket, phone);
    const res = await c.get(trackedTicketPath(ticket));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      ticket,
      request_type: 'Complaint',
      status: 'open',
      service_level_days: 7,
      attachment: null,
      // What 'Raise another request' fills the care form with.
      user_type: 'non-customer',
      request_type_id: 26,
    });
    expect(['Staff behaviour', 'Service delay', 'Recovery practice']).toContain(
      data.sub_request_type,
    );
    expect(data.timeline).toEqual([{ status: 'open', at: data.raised_at, note: null }]);
    // Seven days after the raising, as a date in IST.
    const ist = new Date(Date.parse(data.raised_at) + 330 * 60_000 + 7 * 86_400_000);
    expect(data.expected_by).toBe(ist.toISOString().slice(0, 10));
  });

  it('refuses without the cookie (401) and for any other ticket (403), existing or not', async () => {
    const mine = await raiseTicket(t, '9000077777');
    const theirs = await raiseTicket(t, '9000088888');
    expect((await client(t).get(trackedTicketPath(mine))).statusCode).toBe(401);
    const c = await verifiedFor(t, mine, '9000077777');
    const other = await c.get(trackedTicketPath(theirs));
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({
      success: false,
      statusCode: 403,
      message: trackRequestMessages.otherTicket,
    });
    expect((await c.get(trackedTicketPath('SR26010100000000'))).statusCode).toBe(403);
    expect((await c.get(trackedTicketPath(mine))).statusCode).toBe(200);
    // Another ticket's cookie does not carry over to mine either.
    const d = await verifiedFor(t, theirs, '9000088888');
    expect((await d.get(trackedTicketPath(mine))).statusCode).toBe(403);
  });

  it('the sandbox desk moves a ticket to In progress a minute after it was raised, dated by its schedule, and texts and mails it once', async () => {
    const phone = '9000099999';
    const ticket = await raiseTicket(t, phone, 'kiran.rao@example.com');
    const c = await verifiedFor(t, ticket, phone);
    expect((await c.get(trackedTicketPath(ticket))).json().data.status).toBe('open');
    await ageTicket(t, ticket, 61);
    const first = (await c.get(trackedTicketPath(ticket))).json().data;
    expect(first.status).toBe('in-progress');
    expect(first.timeline[1]).toEqual({
      status: 'in-progress',
      at: new Date(Date.parse(first.raised_at) + 60_000).toISOString(),
      note: trackRequestMessages.sandboxNotes['in-progress'],
    });
    // Read again: nothing more, and one SMS and one e-mail for the change.
    expect((await c.get(trackedTicketPath(ticket))).json().data.timeline).toHaveLength(2);
    const sms = (await outboxTo(t, phone)).filter((m) => m.body.includes('now In progress'));
    expect(sms).toHaveLength(1);
    expect(sms[0]?.body).toBe(
      trackRequestMessages.statusSms(
        ticket,
        'In progress',
        `${t.config.publicOrigin}/track-request`,
      ),
    );
    expect(await outboxTo(t, 'kiran.rao@example.com')).toHaveLength(1);
  });

  it('in development a status is set by hand with a note: the timeline has it and the SMS goes', async () => {
    const phone = '9000012345';
    const ticket = await raiseTicket(t, phone);
    const note = 'NOC dispatched by Speed Post, consignment EE123456789IN';
    const res = await setStatus(ticket, 'resolved', note);
    expect(res.json()).toEqual({ success: true, applied: true });
    const c = await verifiedFor(t, ticket, phone);
    const data = (await c.get(trackedTicketPath(ticket))).json().data;
    expect(data.status).toBe('resolved');
    expect(data.timeline.at(-1)).toMatchObject({ status: 'resolved', note });
    const texts = await outboxTo(t, phone);
    expect(texts.some((m) => m.body.includes(`${ticket} is now Resolved`))).toBe(true);

    // Rejected needs its reason; a closed ticket stays closed; an unknown one is a 404.
    expect((await setStatus(ticket, 'rejected')).statusCode).toBe(400);
    expect((await setStatus(ticket, 'closed')).statusCode).toBe(200);
    const reopened = await setStatus(ticket, 'in-progress');
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().message).toBe(
      trackRequestMessages.statusUnchanged('Closed', 'In progress'),
    );
    expect((await setStatus('SR26010100000000', 'closed')).statusCode).toBe(404);
    expect((await setStatus(ticket, 'done')).statusCode).toBe(400);
  });

  it('an In progress ticket still counts as the open request: the same one again answers its ticket', async () => {
    const phone = '9000023456';
    const body = {
      user_type: 'non-customer',
      name: 'Kiran Rao',
      phone,
      request_type_id: 26,
      sub_request_id: 151,
    };
    const post = () =>
      t.app.inject({ method: 'POST', url: '/api/v1/bb/request/submit-request', payload: body });
    const ticket = (await post()).json().data.Ticket;
    await setStatus(ticket, 'in-progress', 'Looking into it');
    expect((await post()).json()).toMatchObject({ message_code: '003', data: { Ticket: ticket } });
    await setStatus(ticket, 'resolved');
    expect((await post()).json()).toMatchObject({ message_code: '002' });
  });
});
