import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type {} from '../global-setup.ts';
import { sh } from '../maintainer-flow.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const rootVersion = (dep: string) =>
  JSON.parse(fs.readFileSync(path.join(repo, 'node_modules', dep, 'package.json'), 'utf8'))
    .version as string;

/**
 * A fresh app (Vite unless another template and tools are given) OUTSIDE the workspace (a copy of `app/`) that installs @company/ui and
 * @company/forms BY VERSION from the registry the release proof published them to, as another
 * company property installs them, plus React and a plain Vite config (no vanilla-extract plugin).
 * Returns its folder and a runner for commands in it.
 */
export { rootVersion };

export function installConsumerApp(
  prefix: string,
  {
    template = 'app',
    devDependencies = {
      vite: rootVersion('vite'),
      '@vitejs/plugin-react': rootVersion('@vitejs/plugin-react'),
    },
  }: { template?: string; devDependencies?: Record<string, string> } = {},
) {
  const release = inject('release');
  const appDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(path.join(import.meta.dirname, template), appDir, { recursive: true });
  // What every proof app renders, one folder above its sources (they import '../proof-props').
  fs.copyFileSync(
    path.join(import.meta.dirname, 'proof-props.tsx'),
    path.join(appDir, 'proof-props.tsx'),
  );
  fs.writeFileSync(
    path.join(appDir, 'package.json'),
    JSON.stringify(
      {
        name: 'consumer-proof',
        private: true,
        type: 'module',
        dependencies: {
          '@company/ui': release.stable['@company/ui']!.after,
          '@company/forms': release.stable['@company/forms']!.after,
          react: rootVersion('react'),
          'react-dom': rootVersion('react-dom'),
        },
        devDependencies,
      },
      null,
      2,
    ),
  );
  // Only @company/* comes from the release's registry; everything else from the usual one.
  fs.writeFileSync(path.join(appDir, '.npmrc'), `@company:registry=${release.registry}\n`);
  const run = (cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
    sh(appDir, cmd, args, env);
  run('pnpm', [
    'install',
    '--ignore-workspace',
    '--prefer-offline',
    '--config.confirmModulesPurge=false',
  ]);
  return { appDir, run };
}
