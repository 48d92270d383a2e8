export const redirectPage = {
  heading: 'Redirecting…',
  /** How long the screen shows before it moves on. */
  durationMs: 5000,
  progressLabel: 'Redirect progress',
  /** The progress bar's value as read aloud. */
  progressText: (percent: number, secondsLeft: number) =>
    `${percent}%, ${secondsLeft} seconds left`,
  /** Shown to screen readers and as a fallback link. */
  goNow: 'Go now',
  bikeAlt: '',
} as const;
