import { must } from '../lib/proc.mjs';

await must('storybook', ['build', '--quiet', '-o', 'storybook-static', ...process.argv.slice(2)]);
