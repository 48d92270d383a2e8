type Message = string | ((...args: never[]) => string) | { readonly [key: string]: Message };
type Tree = { readonly [key: string]: Message };

const hole = (index: number) => `\u0000${index}\u0000`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every text and template of a catalogue with its key path (`careRouteMessages.lanCall`). */
export function* entriesOf(tree: Tree, prefix = ''): Generator<[string, Message]> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object') yield* entriesOf(value, path);
    else yield [path, value];
  }
}

/**
 * The source side of a translator as plain data: each text with its key path, and each template
 * with its key path, its text filled with markers (`\0 0 \0`), its text filled with ones and its
 * parameter count. A build can compute it once and inline it as JSON, so a page that translates
 * needs neither the source catalogue nor the modules it is gathered from.
 */
export type SourceEntry =
  | readonly [path: string, text: string]
  | readonly [path: string, withHoles: string, withOnes: string, arity: number];

export function sourceTable(source: Tree): SourceEntry[] {
  return [...entriesOf(source)].map(([path, english]): SourceEntry => {
    if (typeof english === 'string') return [path, english];
    const call = english as (...args: string[]) => string;
    const holes = Array.from({ length: call.length }, (_, index) => hole(index));
    const ones = holes.map(() => 1) as unknown as string[];
    return [path, call(...holes), call(...ones), call.length];
  });
}

/**
 * Turns a message in the source language into the target's, as gettext does with its msgid: the
 * schemas and the API keep producing the spec's English, and the edge that knows the reader's
 * language (the API's answer, a Hindi page) passes it through this. A template's English is
 * matched with its values in the holes (`Please wait 42 seconds…`) and those values are put in
 * the target's template. A text no catalogue holds comes back as it was.
 */
export function translator(source: Tree, target: Tree): (message: string) => string {
  return translatorOf(sourceTable(source), target);
}

/** `translator` from the source's `sourceTable` (computed at build time, say). */
export function translatorOf(
  source: readonly SourceEntry[],
  target: Tree,
): (message: string) => string {
  const texts = new Map<string, string>();
  const templates: { pattern: RegExp; render: (...args: string[]) => string }[] = [];
  const targets = new Map(entriesOf(target));
  for (const entry of source) {
    const translated = targets.get(entry[0]);
    if (translated === undefined) continue;
    if (entry.length === 2) {
      if (typeof translated === 'string' && !texts.has(entry[1])) texts.set(entry[1], translated);
      continue;
    }
    if (typeof translated !== 'function') continue;
    const [, withHoles, withOnes, arity] = entry;
    const render = translated as (...args: string[]) => string;
    // A template that words 1 apart (`1 second`) is matched as a text too.
    const ones = Array.from({ length: arity }, () => 1) as unknown as string[];
    if (!texts.has(withOnes)) texts.set(withOnes, render(...ones));
    const order: number[] = [];
    const pattern = escapeRegExp(withHoles).replace(/\0(\d+)\0/g, (_, index: string) => {
      order.push(Number(index));
      return '([\\s\\S]*?)';
    });
    templates.push({
      pattern: new RegExp(`^${pattern}$`),
      render: (...values) => {
        const args: string[] = [];
        order.forEach((index, at) => {
          args[index] = values[at] ?? '';
        });
        return render(...args);
      },
    });
  }
  // A template's values may be messages too (a status label, an OTP's purpose): one level down.
  const translate = (message: string, depth = 0): string => {
    const text = texts.get(message);
    if (text !== undefined) return text;
    for (const { pattern, render } of templates) {
      const match = pattern.exec(message);
      if (match) {
        const values = match.slice(1);
        return render(...(depth > 0 ? values : values.map((value) => translate(value, 1))));
      }
    }
    return message;
  };
  return (message) => translate(message);
}
