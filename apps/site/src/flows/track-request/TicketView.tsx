import type { TrackedTicket } from '@company/forms/contracts';
import { Button, Card, Stack } from '@company/ui';
import { useState } from 'react';
import { RouteLink } from '../../components/RouteLink.tsx';
import { moment } from '../../content/calendar.ts';
import { trackRequestPage as copy } from '../../content/track-request.ts';
import { listName } from '../customer-care/form.ts';
import { raiseAgainState } from '../customer-care/raise-again.ts';
import { longDate } from './format.ts';
import { statusLabel } from './labels.ts';
import { StepHeading } from './StepHeading.tsx';
import * as css from './track.css.ts';

/** Step 3: the ticket, its updates, and what to do next. */
export function TicketView({
  ticket,
  mobile,
  onRefresh,
}: {
  ticket: TrackedTicket;
  mobile: string;
  onRefresh: () => Promise<boolean>;
}) {
  const d = copy.details;
  const [refresh, setRefresh] = useState<'idle' | 'busy' | 'failed'>('idle');
  const checkForUpdates = async () => {
    setRefresh('busy');
    setRefresh((await onRefresh()) ? 'idle' : 'failed');
  };
  const rows: [string, string][] = [
    [d.requestType, listName(ticket.request_type)],
    [d.subRequestType, listName(ticket.sub_request_type)],
    [d.raisedAt, moment(ticket.raised_at)],
    [d.status, statusLabel(ticket.status)],
    [
      d.expectedBy,
      `${longDate(ticket.expected_by)} (${copy.expectedWithin(ticket.service_level_days)})`,
    ],
    [d.document, ticket.attachment ?? d.noDocument],
  ];
  return (
    <Stack gap="xl">
      <StepHeading id="track-ticket-heading" text={copy.ticketHeading(ticket.ticket)} focus />
      <dl className={css.details}>
        {rows.map(([term, value]) => (
          <div key={term} className={css.detailRow}>
            <dt className={css.term}>{term}</dt>
            <dd className={css.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <Stack as="section" gap="md" aria-labelledby="track-timeline-heading">
        <h3 id="track-timeline-heading" className={css.sectionHeading}>
          {copy.timelineHeading}
        </h3>
        <ol className={css.timeline}>
          {ticket.timeline.map((event, index) => (
            <li key={`${event.at}-${event.status}`} className={css.event}>
              <p className={css.eventTitle}>
                {index === 0 ? copy.raised : statusLabel(event.status)}
              </p>
              <p className={css.eventTime}>
                <time dateTime={event.at}>{moment(event.at)}</time>
              </p>
              {event.note ? <p className={css.eventNote}>{event.note}</p> : null}
            </li>
          ))}
        </ol>
        <div>
          <Button tone="secondary" busy={refresh === 'busy'} onClick={() => void checkForUpdates()}>
            {copy.checkForUpdates}
          </Button>
        </div>
        <p className={css.paragraph} role="status">
          {refresh === 'failed' ? copy.refreshFailed : ''}
        </p>
      </Stack>
      <Card as="section" padding="lg" aria-labelledby="track-unhappy-heading">
        <Stack gap="md">
          <h3 id="track-unhappy-heading" className={css.sectionHeading}>
            {copy.unhappy.heading}
          </h3>
          <p className={css.paragraph}>{copy.unhappy.text}</p>
          <ol className={css.list}>
            {copy.unhappy.levels.map((level) => (
              <li key={level}>{level}</li>
            ))}
          </ol>
          <p className={css.paragraph}>
            <RouteLink to="/grievance-redressal">{copy.unhappy.grievanceLink}</RouteLink>
          </p>
        </Stack>
      </Card>
      <p className={css.paragraph}>
        {/* The type, sub-type and mobile go in the router's navigation state, never the URL. */}
        <RouteLink
          to="/customer-care"
          state={raiseAgainState({
            userType: ticket.user_type,
            mobile,
            requestTypeId: ticket.request_type_id,
            subRequestId: ticket.sub_request_id,
          })}
          aria-describedby="track-raise-another-hint"
        >
          {copy.raiseAnother}
        </RouteLink>{' '}
        <span id="track-raise-another-hint">{copy.raiseAnotherHint}</span>
      </p>
    </Stack>
  );
}
