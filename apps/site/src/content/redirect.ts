export const redirectPage = {
  heading: 'Redirecting…',
  /** How long the screen shows before it moves on (spec §2.15). */
  durationMs: 5000,
  progressLabel: 'Redirect progress',
  /** Shown to screen readers and as a fallback link. */
  goNow: 'Go now',
  bikeAlt: '',
} as const;
