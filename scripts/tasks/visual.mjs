// `pnpm test:visual` checks every story against its baselines; `--update` accepts the current pictures.
import { must } from '../lib/proc.mjs';

const update = process.argv.includes('--update');
await must('node', ['scripts/tasks/build-storybook.mjs']);
await must('vitest', ['run', '--project', 'visual'], { env: update ? { UPDATE_VISUAL: '1' } : {} });
