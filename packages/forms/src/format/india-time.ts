const indiaTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * A moment as India reads it, whatever the reader's or the server's clock zone: '24 Nov 2026,
 * 7:05 pm IST'. Takes the API's ISO times (UTC) or a Date. One format for the pages, the PDFs and
 * the statements, so a receipt and the page it came from agree.
 */
export const inIndiaTime = (at: string | Date): string =>
  `${indiaTime.format(typeof at === 'string' ? new Date(at) : at)} IST`;
