import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The languages a build can be made in besides English (`vite build --mode hi`). */
export const buildLanguages = ['hi'] as const;
export type BuildLanguage = 'en' | (typeof buildLanguages)[number];

/** The language `vite build --mode <mode>` builds: a language's code, else English. */
export const languageOfMode = (mode: string): BuildLanguage =>
  (buildLanguages as readonly string[]).includes(mode) ? (mode as BuildLanguage) : 'en';

const srcDir = path.resolve(import.meta.dirname, '../src');
const contentDir = path.join(srcDir, 'content');

/**
 * The module a language's build reads in place of `file` (an absolute path), or undefined:
 * - a content module `content/X.ts` imported from outside `content/<language>/` becomes
 *   `content/<language>/X.ts` when that exists (else the English one: the translation test names
 *   the missing ones);
 * - any other module of the site `X.ts` with a sibling `X.<language>.ts` becomes that sibling
 *   (`lib/language.ts`, the message translator).
 */
export function languageModule(
  language: BuildLanguage,
  file: string,
  importer: string | undefined,
  exists: (file: string) => boolean = fs.existsSync,
): string | undefined {
  if (language === 'en' || !file.startsWith(srcDir + path.sep) || !/\.tsx?$/.test(file)) return;
  const languageDir = path.join(contentDir, language);
  if (path.dirname(file) === contentDir) {
    if (importer?.startsWith(languageDir + path.sep)) return;
    const translated = path.join(languageDir, path.basename(file));
    return exists(translated) ? translated : undefined;
  }
  if (file.startsWith(contentDir + path.sep)) return;
  const sibling = file.replace(/\.(tsx?)$/, `.${language}.$1`);
  return sibling !== importer && exists(sibling) ? sibling : undefined;
}

/**
 * The per-language build (as Angular's `--localize`): the Hindi build resolves the site's
 * content modules and language modules to their Hindi versions, so its pages carry the Hindi
 * words and no English copy, and the English build is untouched (the plugin does nothing there).
 */
export function languageBuild(language: BuildLanguage): Plugin {
  return {
    name: 'company:language-build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (language === 'en' || !importer || source.startsWith('\0')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const [file = '', query] = resolved.id.split('?');
      const replacement = languageModule(language, file, importer.split('?')[0]);
      if (!replacement) return resolved;
      return query ? `${replacement}?${query}` : replacement;
    },
  };
}
