import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { PACKAGES, publishedManifestProblems, sh } from './maintainer-flow.ts';

const run = inject('release');
const names = PACKAGES.map((dir) => `@company/${dir}`);

/** `npm view` against the local registry: what another property's install would read. */
function view(spec: string): Record<string, unknown> {
  return JSON.parse(
    sh(os.tmpdir(), 'npm', ['view', spec, '--json', `--registry=${run.registry}`]),
  ) as Record<string, unknown>;
}

describe('the maintainers’ flow of docs/releasing.md', () => {
  it.each(names)('%s: versioned as its changesets asked, each summary in CHANGELOG.md', (name) => {
    const { before, expected, after, summaries } = run.stable[name]!;
    console.info(`${name}: ${before} → ${after} (the changesets asked for ${expected})`);
    expect(after).toBe(expected);
    expect(after).not.toBe(before);
    const changelog = fs.readFileSync(
      path.join(run.repo, 'packages', name.split('/')[1]!, 'CHANGELOG.md'),
      'utf8',
    );
    const section = changelog.split(/^## /m).find((s) => s.startsWith(`${after}\n`)) ?? '';
    expect(section).not.toBe('');
    for (const summary of summaries) expect(section).toContain(summary.slice(0, 80));
  });

  it('tags each release as changeset publish makes them', () => {
    for (const name of names) {
      expect(run.tags).toContain(`${name}@${run.stable[name]!.after}`);
      expect(run.tags).toContain(`${name}@${run.next[name]}`);
    }
  });

  it.each(names)(
    '%s: published with dist exports, its files and peers, no workspace range',
    (name) => {
      const published = view(`${name}@${run.stable[name]!.after}`);
      expect(published.version).toBe(run.stable[name]!.after);
      expect(publishedManifestProblems(published)).toEqual([]);
      expect(published.files).toEqual(
        expect.arrayContaining(['dist', 'README.md', 'CHANGELOG.md']),
      );
      if (name === '@company/ui') {
        const formsVersion = run.stable['@company/forms']!.after;
        expect((published.dependencies as Record<string, string>)['@company/forms']).toBe(
          `^${formsVersion}`,
        );
        expect(published.peerDependencies).toEqual({
          react: '^18.2.0 || ^19.0.0',
          'react-dom': '^18.2.0 || ^19.0.0',
        });
      }
    },
  );

  it('refuses a package change without a changeset; an empty changeset lets it through', () => {
    expect(run.statusWithout).not.toBe(0);
    expect(run.statusWithEmpty).toBe(0);
  });

  it('publishes a pre-release on the next tag, installable by that tag, leaving latest alone', () => {
    for (const name of names) {
      expect(run.next[name]).toMatch(/^\d+\.\d+\.\d+-next\.0$/);
      const tags = view(`${name}`)['dist-tags'] as Record<string, string>;
      expect(tags).toEqual({ latest: run.stable[name]!.after, next: run.next[name] });
    }
    const app = fs.mkdtempSync(path.join(os.tmpdir(), 'company-next-'));
    try {
      fs.writeFileSync(path.join(app, 'package.json'), '{"name":"early-adopter","private":true}');
      fs.writeFileSync(path.join(app, '.npmrc'), `@company:registry=${run.registry}\n`);
      sh(app, 'npm', [
        'install',
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        '--omit=peer',
        '@company/forms@next',
      ]);
      const installed = JSON.parse(
        fs.readFileSync(path.join(app, 'node_modules/@company/forms/package.json'), 'utf8'),
      );
      expect(installed.version).toBe(run.next['@company/forms']);
    } finally {
      fs.rmSync(app, { recursive: true, force: true });
    }
  });
});

describe('the published-manifest check', () => {
  it('finds each break a consumer would meet', () => {
    const good = {
      exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } },
      files: ['dist', 'README.md'],
      dependencies: { '@company/forms': '^1.0.0' },
    };
    expect(publishedManifestProblems(good)).toEqual([]);
    expect(
      publishedManifestProblems({ ...good, dependencies: { '@company/forms': 'workspace:^' } }),
    ).toEqual(['a workspace: range']);
    expect(publishedManifestProblems({ ...good, files: ['README.md'] })).toEqual([
      'files without dist',
    ]);
    expect(publishedManifestProblems({ ...good, exports: { '.': './src/index.ts' } })).toEqual([
      'an export into the sources',
      'no export into dist',
    ]);
  });
});
