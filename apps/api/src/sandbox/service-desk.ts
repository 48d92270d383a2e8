import { type TicketStatus, trackRequestMessages } from '@company/forms/contracts';
import type { DeskStatusChange, ServiceDesk } from '../providers/service-desk.ts';

/** The sandbox's schedule: each step after this many seconds from the ticket's raising. */
export const SANDBOX_SCHEDULE: readonly { from: TicketStatus; to: TicketStatus; after: number }[] =
  [
    { from: 'open', to: 'in-progress', after: 60 },
    { from: 'in-progress', to: 'resolved', after: 10 * 60 },
  ];

/**
 * A stand-in for the CRM: it moves a fresh ticket along on a fixed schedule (In progress a minute
 * after it was raised, Resolved after ten), each change dated by the schedule, not by when it is
 * noticed, so the same ticket gets the same timeline whenever it is read. The changes are applied
 * as the ticket is read, not by a timer: a timer's SMS would land in the outbox (and on the
 * number's message budget) at moments no test chose. A change made another way (the development
 * route) stops it: it only moves a ticket from the status it expects.
 */
export const sandboxServiceDesk: ServiceDesk = {
  name: 'sandbox',
  verifyWebhook: null,
  dueChanges({ status, raisedAt }, now) {
    const due: DeskStatusChange[] = [];
    let current = status;
    for (const step of SANDBOX_SCHEDULE) {
      const at = new Date(raisedAt.getTime() + step.after * 1000);
      if (step.from !== current || at > now) continue;
      due.push({ status: step.to, note: trackRequestMessages.sandboxNotes[step.to] ?? null, at });
      current = step.to;
    }
    return due;
  },
};
