import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const PACKAGES = ['forms', 'ui'] as const;
export type PackageDir = (typeof PACKAGES)[number];
export type Bump = 'patch' | 'minor' | 'major';

/** A command in `cwd` that must succeed; its output when it does. */
export function sh(cwd: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): string {
  try {
    return execFileSync(cmd, args, {
      cwd,
      encoding: 'utf8',
      stdio: 'pipe',
      env: { ...process.env, CI: 'true', ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    throw new Error(
      `${cmd} ${args.join(' ')} failed in ${cwd}\n${e.stdout ?? ''}\n${e.stderr ?? ''}`,
    );
  }
}

/** A command's exit status, whatever it is. */
export function status(cwd: string, cmd: string, args: string[]): number {
  return (
    spawnSync(cmd, args, { cwd, stdio: 'pipe', env: { ...process.env, CI: 'true' } }).status ?? 1
  );
}

export const git = (cwd: string, ...args: string[]) =>
  sh(cwd, 'git', [
    '-c',
    'user.name=Release proof',
    '-c',
    'user.email=release@example.invalid',
    ...args,
  ]);

export const manifestOf = (repo: string, pkg: PackageDir) =>
  JSON.parse(fs.readFileSync(path.join(repo, 'packages', pkg, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };

/** The bumps the waiting changesets ask for, per package name: the largest wins. */
export function bumpsAsked(repo: string): Map<string, Bump> {
  const order: Bump[] = ['patch', 'minor', 'major'];
  const bumps = new Map<string, Bump>();
  const dir = path.join(repo, '.changeset');
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.md') && f !== 'README.md')) {
    const front = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(path.join(dir, file), 'utf8'))?.[1];
    for (const line of front?.split('\n') ?? []) {
      const m = /^['"]?([^'"]+)['"]?:\s*(patch|minor|major)\s*$/.exec(line.trim());
      if (!m) continue;
      const [, name, bump] = m as unknown as [string, string, Bump];
      const was = bumps.get(name);
      if (!was || order.indexOf(bump) > order.indexOf(was)) bumps.set(name, bump);
    }
  }
  return bumps;
}

/** The changesets' summaries per package: what each CHANGELOG must now hold. */
export function summariesAsked(repo: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const dir = path.join(repo, '.changeset');
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.md') && f !== 'README.md')) {
    const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(
      fs.readFileSync(path.join(dir, file), 'utf8'),
    );
    if (!m) continue;
    const firstLine = (m[2] ?? '').trim().split('\n')[0] ?? '';
    for (const line of (m[1] ?? '').split('\n')) {
      const name = /^['"]?([^'"]+)['"]?:/.exec(line.trim())?.[1];
      if (name && firstLine) out.set(name, [...(out.get(name) ?? []), firstLine]);
    }
  }
  return out;
}

/** Semver's increment, for a plain x.y.z (a 0.x minor is the breaking one, as semver allows). */
export function increment(version: string, bump: Bump): string {
  const [major = 0, minor = 0, patch = 0] = version.split('-')[0]!.split('.').map(Number);
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

/** Writes a changeset as `pnpm changeset` would. */
export function addChangeset(
  repo: string,
  name: string,
  bumps: Partial<Record<string, Bump>>,
  summary: string,
) {
  const front = Object.entries(bumps)
    .map(([pkg, bump]) => `'${pkg}': ${bump}`)
    .join('\n');
  fs.writeFileSync(
    path.join(repo, '.changeset', `${name}.md`),
    `---\n${front}\n---\n\n${summary}\n`,
  );
}

/**
 * What is wrong with a manifest as published, for a consumer outside the workspace: a
 * `workspace:` range, an export into the TypeScript sources, no `dist` in `files`.
 */
export function publishedManifestProblems(manifest: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const text = JSON.stringify(manifest);
  if (text.includes('workspace:')) problems.push('a workspace: range');
  const exportsText = JSON.stringify(manifest.exports ?? {});
  if (/\.\/src\/|(?<!\.d)\.tsx?"/.test(exportsText)) problems.push('an export into the sources');
  if (!/\.\/dist\//.test(exportsText)) problems.push('no export into dist');
  const files = manifest.files as string[] | undefined;
  if (!files?.some((f) => f === 'dist' || f.startsWith('dist/')))
    problems.push('files without dist');
  return problems;
}
