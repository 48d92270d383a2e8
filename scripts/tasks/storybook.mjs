import { must } from '../lib/proc.mjs';

await must('storybook', [
  'dev',
  '-p',
  process.env.PORT ?? '6006',
  '--no-open',
  ...process.argv.slice(2),
]);
