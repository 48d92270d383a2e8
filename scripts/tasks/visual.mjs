// `pnpm test:visual` checks every story against its baselines; `--update` accepts the current pictures.
import { ensureBrowser } from '../../tooling/testing/src/browser.mjs';
import { must } from '../lib/proc.mjs';

// The pinned browser of every browser phase, unpacked once (it says so in one line when it does).
ensureBrowser();

const update = process.argv.includes('--update');
await must('node', ['scripts/tasks/build-storybook.mjs']);
await must('vitest', ['run', '--project', 'visual'], { env: update ? { UPDATE_VISUAL: '1' } : {} });
