import { grievancePage } from './grievance.ts';

/** /track-request: the page's copy (the form's labels and messages are in @company/forms). */
export const trackRequestPage = {
  heading: 'Track a request',
  intro:
    'See what has happened to a service request you raised: its status, each update and when we expect to resolve it.',
  identityHeading: 'Your ticket',
  otpHeading: 'Check your phone',
  ticketHeading: (ticket: string) => `Request ${ticket}`,
  details: {
    requestType: 'Request type',
    subRequestType: 'Sub-request type',
    raisedAt: 'Raised on',
    status: 'Status',
    expectedBy: 'Expected resolution by',
    document: 'Attached document',
    noDocument: 'None',
  },
  expectedWithin: (days: number) => `within ${days} day${days === 1 ? '' : 's'} of raising it`,
  timelineHeading: 'Updates',
  raised: 'Request raised',
  checkForUpdates: 'Check for updates',
  refreshFailed:
    'We could not check for updates. Your session may have ended: reload the page and verify again.',
  unhappy: {
    heading: 'Not happy with the answer?',
    text: 'If your request is not resolved by the expected date, or you are not satisfied with the answer, you can escalate it. Each level replies within 7 working days.',
    levels: grievancePage.tiers.map((tier) => `Level ${tier.level}: ${tier.title}`),
    grievanceLink: 'How to escalate a complaint',
  },
  raiseAnother: 'Raise another request',
  raiseAnotherHint: 'The form opens with this request’s type and your mobile number filled in.',
} as const;
