const istDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** A calendar date (yyyy-mm-dd, already IST's) as '3 December 2026'. */
export const longDate = (date: string) => istDate.format(new Date(`${date}T00:00:00Z`));
