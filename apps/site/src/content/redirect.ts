export const redirectPage = {
  heading: 'Redirecting…',
  /** How long the screen shows before it moves on. */
  durationMs: 5000,
  progressLabel: 'Redirect progress',
  /** Shown to screen readers and as a fallback link. */
  goNow: 'Go now',
  bikeAlt: '',
} as const;
