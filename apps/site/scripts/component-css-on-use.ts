import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

export const componentCssOnUseName = 'site:component-css-on-use';

/**
 * Imports each `@company/ui` name from the file that defines it, not through the package's index
 * (`import { Button } from '@company/ui'` becomes an import of `components/Button/Button.tsx`),
 * like Next.js's `optimizePackageImports`. The site builds the package from its sources, where
 * every component's `.css.ts` is a side effect: through the index, which re-exports every
 * component, the bundler reached them all and put every component's CSS into the entry chunk,
 * which every page inlines. Imported directly, a component's CSS comes only with its code. The
 * JavaScript is the same (unused components were tree-shaken before too).
 */
export function componentCssOnUse(): Plugin {
  const index = createRequire(import.meta.url).resolve('@company/ui');
  const exports: Exports = new Map();
  return {
    name: componentCssOnUseName,
    enforce: 'pre',
    buildStart() {
      exports.clear();
      collectExports(index, exports, new Set());
    },
    transform(code, id) {
      if (id.includes(`${path.sep}node_modules${path.sep}`) || !/\.tsx?$/.test(id)) return null;
      if (!code.includes("'@company/ui'")) return null;
      return code.replace(/import \{([^}]*)\} from '@company\/ui';/g, (_, list: string) =>
        direct(list, exports),
      );
    },
  };
}

/** Each value's defining file and its name there. */
type Exports = Map<string, { file: string; name: string }>;

/** One import per defining file; type-only names stay with the package's index (`import type`: erased). */
function direct(list: string, exports: Exports): string {
  const byFile = new Map<string, string[]>();
  const types: string[] = [];
  for (const spec of list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (spec.startsWith('type ')) {
      types.push(spec.slice('type '.length));
      continue;
    }
    const [name, local = name] = spec.split(/\s+as\s+/) as [string, string?];
    const source = exports.get(name) ?? exports.get('*');
    if (!source) throw new Error(`@company/ui has no export named ${name}`);
    const imported = source.name === '*' ? name : source.name;
    const specs = byFile.get(source.file) ?? [];
    specs.push(imported === local ? local : `${imported} as ${local}`);
    byFile.set(source.file, specs);
  }
  return [
    ...[...byFile].map(
      ([file, specs]) => `import { ${specs.join(', ')} } from ${JSON.stringify(file)};`,
    ),
    ...(types.length > 0 ? [`import type { ${types.join(', ')} } from '@company/ui';`] : []),
  ].join('\n');
}

/**
 * The file that defines each value the module exports, following `export … from` re-exports. A
 * name re-exported wholesale from another package (`export * from '@company/forms/finance'`)
 * is imported from the file that re-exports it (under `*`).
 */
function collectExports(file: string, into: Exports, seen: Set<string>): void {
  if (seen.has(file)) return;
  seen.add(file);
  const code = fs.readFileSync(file, 'utf8');
  const from = (specifier: string) => path.resolve(path.dirname(file), specifier);
  for (const m of code.matchAll(
    /^export (?:async )?(?:function\*?|const|let|var|class|enum) (\w+)/gm,
  )) {
    into.set(m[1] as string, { file, name: m[1] as string });
  }
  if (/^export \* from '[^.]/m.test(code)) {
    if (into.has('*')) throw new Error(`two wholesale re-exports of other packages: ${file}`);
    into.set('*', { file, name: '*' });
  }
  for (const m of code.matchAll(/^export \* from '(\.[^']+)';/gm)) {
    collectExports(from(m[1] as string), into, seen);
  }
  for (const m of code.matchAll(/^export \{([^}]*)\}(?: from '([^']+)')?;/gm)) {
    const names = new Map<string, string>();
    for (const spec of (m[1] as string).split(',').map((s) => s.trim())) {
      if (!spec || spec.startsWith('type ')) continue;
      const [local, exported = local] = spec.split(/\s+as\s+/) as [string, string?];
      names.set(exported, local);
    }
    // Names defined here, or re-exported from another package: imported from this file.
    if (!m[2]?.startsWith('.')) {
      for (const exported of names.keys()) into.set(exported, { file, name: exported });
      continue;
    }
    // The re-exported file's own exports, under the names this file gives them.
    const inner: Exports = new Map();
    collectExports(from(m[2]), inner, new Set());
    for (const [exported, local] of names) {
      into.set(exported, inner.get(local) ?? { file: from(m[2]), name: local });
    }
  }
}
