import type * as En from '../redirect.ts';
import { redirectPage as en } from '../redirect.ts';
import type { Translation } from './translation.ts';

export const redirectPage = {
  heading: 'आगे ले जा रहे हैं…',
  durationMs: en.durationMs,
  progressLabel: 'आगे जाने की प्रगति',
  progressText: (percent: number, secondsLeft: number) => `${percent}%, ${secondsLeft} सेकंड बाकी`,
  goNow: 'अभी जाएँ',
  bikeAlt: en.bikeAlt,
} as const satisfies Translation<typeof En.redirectPage>;
