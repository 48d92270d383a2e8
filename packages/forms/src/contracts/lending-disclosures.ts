/**
 * What the company discloses about its digital lending in more than one place — the offer's Key
 * Facts Statement (card and PDF), /digital-lending and the grievance page — so they never differ.
 * A module of its own, so those pages do not load the statement's words.
 */

/** Digital Lending Directions 2025: at least one day; the company gives three. */
export const coolingOffDays = 3;
export const coolingOffPeriod = `You can leave a digital loan within ${coolingOffDays} days of disbursement by repaying the principal and the interest for those days (at the APR). No foreclosure or other penalty is charged in that period.`;

/** The officer Part 2 names; the grievance page lists the same record among the escalation levels. */
export const grievanceRedressalOfficer = {
  role: 'Grievance Redressal Officer',
  name: 'Nandini Rao',
  email: 'gro@rideon.example',
  phone: '020-6000-0103',
} as const;
