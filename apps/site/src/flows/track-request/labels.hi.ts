import type { TrackedTicket } from '@company/forms/contracts';
import { hindiTrackRequestLabels, hindiTrackRequestStatusLabels } from '@company/forms/hi';

/**
 * The Hindi build's labels.ts: the spec's labels, hints and buttons of the tracking page, taken
 * from the Hindi catalogue's own module for them, not through the translator (which would load with the page:
 * these show at once).
 */
export const labels = hindiTrackRequestLabels;

/** A ticket's status in Hindi; one the spec does not name, as the API gives it. */
export const statusLabel = (status: TrackedTicket['status']): string =>
  hindiTrackRequestStatusLabels[status] ?? status;
