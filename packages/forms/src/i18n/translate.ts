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
 * Turns a message in the source language into the target's, as gettext does with its msgid: the
 * schemas and the API keep producing the spec's English, and the edge that knows the reader's
 * language (the API's answer, a Hindi page) passes it through this. A template's English is
 * matched with its values in the holes (`Please wait 42 seconds…`) and those values are put in
 * the target's template. A text no catalogue holds comes back as it was.
 */
export function translator(source: Tree, target: Tree): (message: string) => string {
  const texts = new Map<string, string>();
  const templates: { pattern: RegExp; render: (...args: string[]) => string }[] = [];
  const targets = new Map(entriesOf(target));
  for (const [path, english] of entriesOf(source)) {
    const translated = targets.get(path);
    if (translated === undefined) continue;
    if (typeof english === 'string') {
      if (typeof translated === 'string' && !texts.has(english)) texts.set(english, translated);
      continue;
    }
    if (typeof translated !== 'function') continue;
    const render = translated as (...args: string[]) => string;
    const call = english as (...args: string[]) => string;
    const holes = Array.from({ length: call.length }, (_, index) => hole(index));
    // A template that words 1 apart (`1 second`) is matched as a text too.
    const ones = holes.map(() => 1) as unknown as string[];
    if (!texts.has(call(...ones))) texts.set(call(...ones), render(...ones));
    const order: number[] = [];
    const source = escapeRegExp(call(...holes)).replace(/\0(\d+)\0/g, (_, index: string) => {
      order.push(Number(index));
      return '([\\s\\S]*?)';
    });
    templates.push({
      pattern: new RegExp(`^${source}$`),
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
