import { hindi } from '@company/forms/hi';

/**
 * The Hindi build's labels.ts: the spec's labels, hints and buttons of the tracking page, taken
 * from the Hindi catalogue itself, not through the translator (which would load with the page:
 * these show at once).
 */
export const labels = hindi.trackRequestLabels;
