// `pnpm test:visual:accept <story-id>… [--width 412] [--theme volt]` or `--all`: copies the new
// pictures the last visual check kept (.storybook/visual/__diff__) over their baselines, without
// taking any picture again. Other baselines are never touched; pictures from another browser build
// than the baselines' are refused.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { AcceptRefused, acceptPictures } from '../../.storybook/visual/review/accept.ts';

const usage = `Usage: pnpm test:visual:accept <story-id>... [--width <px>] [--theme <name>]
       pnpm test:visual:accept --all
The review page (pnpm test:visual:review) lists each change with the command that accepts it.`;

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      all: { type: 'boolean' },
      width: { type: 'string' },
      theme: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (error) {
  console.error(`${error.message}\n${usage}`);
  process.exit(2);
}
const { values, positionals } = parsed;
if (values.help) {
  console.info(usage);
  process.exit(0);
}
const width = values.width === undefined ? undefined : Number(values.width);
if (width !== undefined && !Number.isInteger(width)) {
  console.error(`--width takes a number of pixels, e.g. 412; got "${values.width}"\n${usage}`);
  process.exit(2);
}
if (values.all && positionals.length > 0) {
  console.error(`Either story ids or --all, not both.\n${usage}`);
  process.exit(2);
}

const visualDir = path.resolve(import.meta.dirname, '../../.storybook/visual');
try {
  const { accepted, waiting } = acceptPictures(
    { all: values.all, storyIds: positionals, width, theme: values.theme },
    { outputDir: path.join(visualDir, '__diff__'), baselineDir: path.join(visualDir, 'baselines') },
  );
  for (const file of accepted) console.info(`accepted .storybook/visual/baselines/${file}`);
  console.info(
    `${accepted.length} accepted; ${waiting} still to review. Commit the new PNGs: they are reviewed in the pull request like code.`,
  );
} catch (error) {
  if (!(error instanceof AcceptRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}
