// `npm test`: every check the project has, in order, on a machine that may have nothing but Node 20:
// lint, typecheck, unit tests, builds, package checks, story tests (play + axe in Chromium),
// visual regression, end-to-end tests in Chromium. Exits non-zero on any failure; the last line is
// "N passed, N failed", counting every test case plus every check that is not a test runner.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBrowser } from '../../tooling/testing/src/browser.mjs';
import { run } from '../lib/proc.mjs';

// The pinned browser of every browser phase, unpacked once (it says so in one line when it does).
ensureBrowser();

const reports = path.resolve('.vitest-reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const results = []; // { phase, passed, failed }
const record = (phase, passed, failed) => {
  results.push({ phase, passed, failed });
  console.info(`\n${failed ? '✗' : '✓'} ${phase}: ${passed} passed, ${failed} failed\n`);
  return failed === 0;
};

/** A check that is one command: passes or fails as a whole. */
async function check(phase, cmd, args, options) {
  console.info(`\n━━ ${phase}: ${cmd} ${args.join(' ')}`);
  const code = await run(cmd, args, options);
  return record(phase, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

/** A Vitest phase: counts its test cases from the JSON report. */
async function vitest(phase, projects, env = {}) {
  const file = path.join(reports, `${phase}.json`);
  const args = [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ];
  console.info(`\n━━ ${phase}: vitest ${args.join(' ')}`);
  const code = await run('vitest', args, { env });
  let passed = 0;
  let failed = 0;
  if (fs.existsSync(file)) {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + report.numPendingTests + report.numTodoTests;
    if (report.numPendingTests + report.numTodoTests)
      console.error(`${phase}: skipped or todo tests are not allowed`);
    // Suites that failed to load count as failures too.
    failed += report.testResults.filter(
      (r) => r.status === 'failed' && r.assertionResults.length === 0,
    ).length;
  }
  if (code !== 0 && failed === 0) failed = 1; // unhandled errors, or no report at all
  if (passed + failed === 0) failed = 1; // a phase that ran no test proves nothing
  return record(phase, passed, failed);
}

const packs = path.resolve('node_modules/.cache/packs');

await check('lint', 'biome', ['ci', '--error-on-warnings', '.']);
// The allowed import directions (.dependency-cruiser.cjs): an upward import or a circle fails here.
await check('imports', 'depcruise', [
  '--config',
  '.dependency-cruiser.cjs',
  '--output-type',
  'err',
  'packages',
  'apps/api/src',
  'apps/site/src',
]);
for (const project of ['.', 'packages/forms', 'packages/ui', 'apps/api', 'apps/site']) {
  await check(`typecheck ${project}`, 'tsc', ['-p', project]);
}
await vitest('unit', ['forms', 'ui', 'api', 'site', 'visual-review']);

// Every package change carries a changeset (docs/releasing.md): checked against the main
// branch's merge base, so a branch that changes a package without one fails here.
const mergeBase = spawnSync('git', ['merge-base', 'HEAD', 'main'], { encoding: 'utf8' });
await check('changesets', 'changeset', [
  'status',
  `--since=${mergeBase.status === 0 ? mergeBase.stdout.trim() : 'HEAD'}`,
]);

// Package checks: what consumers install, built and packed exactly as it would be published.
fs.rmSync(packs, { recursive: true, force: true });
for (const pkg of ['forms', 'ui']) {
  const dir = path.resolve('packages', pkg);
  if (
    !(await check(`build @company/${pkg}`, 'node', ['../../scripts/build-package.mjs'], {
      cwd: dir,
    }))
  )
    continue;
  if (
    !(await check(`pack @company/${pkg}`, 'pnpm', ['pack', '--pack-destination', packs], {
      cwd: dir,
    }))
  )
    continue;
  const tgz = path.join(
    packs,
    `company-${pkg}-${JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version}.tgz`,
  );
  await check(`publint @company/${pkg}`, 'publint', ['--strict', tgz]);
  // Stylesheets have no types to check: every `./*.css` subpath is left out.
  const stylesheets = Object.keys(
    JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).exports,
  )
    .filter((subpath) => subpath.endsWith('.css'))
    .map((subpath) => subpath.slice(2));
  await check(`attw @company/${pkg}`, 'attw', [
    tgz,
    '--profile',
    'esm-only',
    ...(stylesheets.length ? ['--exclude-entrypoints', ...stylesheets] : []),
  ]);
}

// Release proof: the maintainers' flow (changesets → versions, changelogs, tags → publish) in a
// clone against a local registry, then a fresh Vite app installs both packages from it by version.
await vitest('release', ['release']);

const storybookBuilt = await check('build storybook', 'node', [
  'scripts/tasks/build-storybook.mjs',
]);
await vitest('stories', ['storybook']);
if (storybookBuilt) await vitest('visual', ['visual']);
else record('visual', 0, 1);

if (await check('build site', 'node', ['scripts/tasks/build.mjs'])) await vitest('e2e', ['e2e']);
else record('e2e', 0, 1);

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.info('\nSummary');
for (const r of results)
  console.info(
    `  ${r.failed ? '✗' : '✓'} ${r.phase.padEnd(28)} ${r.passed} passed, ${r.failed} failed`,
  );
console.info(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
