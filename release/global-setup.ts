import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  addChangeset,
  bumpsAsked,
  git,
  increment,
  manifestOf,
  PACKAGES,
  sh,
  status,
  summariesAsked,
} from './maintainer-flow.ts';
import { startLocalRegistry } from './registry.ts';

/** What the maintainers' flow did, for the tests of the release and of the consumers. */
export interface ReleaseRun {
  registry: string;
  repo: string;
  /** Per package name: its version before, the one the changesets asked for, and after. */
  stable: Record<string, { before: string; expected: string; after: string; summaries: string[] }>;
  /** Per package name: the pre-release version published under the `next` tag. */
  next: Record<string, string>;
  tags: string[];
  /** `changeset status` against the base: a package change without a changeset, then with one. */
  statusWithout: number;
  statusWithEmpty: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    release: ReleaseRun;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '..');

/**
 * The maintainers' flow of docs/releasing.md, in a clone of this repository's HEAD, against a
 * real registry on loopback: changesets consumed into versions and changelogs, the packages built
 * and published with `changeset publish`, then a pre-release on the `next` tag. The tests read
 * what happened; the consumer proofs install from the registry by version.
 */
export default async function setup(project: TestProject) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'company-release-'));
  const registry = await startLocalRegistry(path.join(work, 'registry'));
  const repo = path.join(work, 'repo');
  git(work, 'clone', '-q', repoRoot, repo);
  // Installed as a maintainer's checkout is, from the store this checkout filled: the workspace
  // links must be the clone's own, since `pnpm publish` reads the linked package's version.
  sh(repo, 'pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent']);
  // The publishing machine's .npmrc; in the repository there is none (the token is no file of ours).
  fs.writeFileSync(path.join(repo, '.npmrc'), registry.npmrc);
  const pnpm = (...args: string[]) => sh(repo, 'pnpm', args);

  // A change of each kind waits, whatever else does: one patch and one minor.
  addChangeset(
    repo,
    'release-proof-forms',
    { '@company/forms': 'patch' },
    'Release proof: a patch of the forms package.',
  );
  addChangeset(
    repo,
    'release-proof-ui',
    { '@company/ui': 'minor' },
    'Release proof: a minor change of the components.',
  );
  git(repo, 'add', '.changeset');
  git(repo, 'commit', '-q', '-m', 'Changesets of the release proof');

  const bumps = bumpsAsked(repo);
  const summaries = summariesAsked(repo);
  const stable: ReleaseRun['stable'] = {};
  for (const dir of PACKAGES) {
    const { name, version } = manifestOf(repo, dir);
    const bump = bumps.get(name);
    stable[name] = {
      before: version,
      expected: bump ? increment(version, bump) : version,
      after: '',
      summaries: summaries.get(name) ?? [],
    };
  }

  // docs/releasing.md, step by step.
  pnpm('version-packages');
  pnpm('install', '--prefer-offline', '--reporter=silent');
  git(repo, 'commit', '-q', '-am', 'Version packages');
  pnpm('release');
  for (const dir of PACKAGES) {
    const { name, version } = manifestOf(repo, dir);
    stable[name]!.after = version;
  }

  // CI's changeset check: a package change on a branch, without a changeset, then with an empty one.
  const base = git(repo, 'rev-parse', 'HEAD').trim();
  git(repo, 'checkout', '-q', '-b', 'release-proof-change');
  fs.appendFileSync(
    path.join(repo, 'packages/ui/src/index.ts'),
    '\n// a change consumers need not hear of\n',
  );
  git(repo, 'commit', '-q', '-am', 'A package change');
  const statusWithout = status(repo, 'pnpm', ['changeset', 'status', `--since=${base}`]);
  pnpm('changeset', 'add', '--empty');
  git(repo, 'add', '.changeset');
  git(repo, 'commit', '-q', '-m', 'An empty changeset');
  const statusWithEmpty = status(repo, 'pnpm', ['changeset', 'status', `--since=${base}`]);
  git(repo, 'checkout', '-q', '-');

  // The pre-release channel.
  pnpm('changeset', 'pre', 'enter', 'next');
  addChangeset(
    repo,
    'release-proof-next',
    { '@company/ui': 'patch', '@company/forms': 'patch' },
    'Release proof: a pre-release for early adopters.',
  );
  git(repo, 'add', '.changeset');
  git(repo, 'commit', '-q', '-m', 'Enter the next pre-release');
  pnpm('version-packages');
  git(repo, 'commit', '-q', '-am', 'Version packages (next)');
  pnpm('release');
  const next: ReleaseRun['next'] = {};
  for (const dir of PACKAGES) {
    const { name, version } = manifestOf(repo, dir);
    next[name] = version;
  }

  const tags = git(repo, 'tag', '--list').trim().split('\n').filter(Boolean);
  project.provide('release', {
    registry: registry.url,
    repo,
    stable,
    next,
    tags,
    statusWithout,
    statusWithEmpty,
  });
  return async () => {
    await registry.close();
    fs.rmSync(work, { recursive: true, force: true });
  };
}
