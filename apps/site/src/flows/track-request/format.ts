/** A time as India reads it: '26 Nov 2026, 6:05 pm IST' (the API sends ISO times in UTC). */
const istTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export const inIst = (iso: string) => `${istTime.format(new Date(iso))} IST`;

const istDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** A calendar date (yyyy-mm-dd, already IST's) as '3 December 2026'. */
export const longDate = (date: string) => istDate.format(new Date(`${date}T00:00:00Z`));
