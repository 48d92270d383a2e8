import { entriesOf } from './translate.ts';

type Tree = Parameters<typeof entriesOf>[0];
type Template = (...args: string[]) => string;

/** A template's parameter names as written (`(ticket, link) => …`), for placeholders a reader knows. */
function parameterNames(template: Template): string[] {
  const head = /^\s*(?:function\s*\w*\s*)?\(?([^)=]*)\)?\s*=>?/.exec(String(template))?.[1] ?? '';
  const names = head
    .split(',')
    .map((part) => part.split(':')[0]?.trim() ?? '')
    .filter(Boolean);
  return names.length === template.length
    ? names
    : Array.from({ length: template.length }, (_, index) => `value${index + 1}`);
}

const quoted = (text: string) =>
  `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n')}"`;

/**
 * The catalogue as a gettext PO file, for a translator's review in any PO editor: `msgctxt` the
 * key path, `msgid` the English, `msgstr` the translation; a template's values as `{name}`.
 */
export function toPo(language: string, source: Tree, target: Tree): string {
  const targets = new Map(entriesOf(target));
  const blocks = [
    `msgid ""\nmsgstr ""\n"Language: ${language}\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n`,
  ];
  for (const [path, english] of entriesOf(source)) {
    const translated = targets.get(path);
    let id: string;
    let text: string;
    let comment = '';
    if (typeof english === 'function') {
      const names = parameterNames(english as Template);
      const holes = names.map((name) => `{${name}}`);
      id = (english as Template)(...holes);
      text = typeof translated === 'function' ? (translated as Template)(...holes) : '';
      comment = `#. Values: ${holes.join(', ')}\n`;
    } else {
      id = String(english);
      text = typeof translated === 'string' ? translated : '';
    }
    blocks.push(`${comment}msgctxt ${quoted(path)}\nmsgid ${quoted(id)}\nmsgstr ${quoted(text)}\n`);
  }
  return blocks.join('\n');
}
