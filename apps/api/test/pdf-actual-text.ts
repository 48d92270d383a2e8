import zlib from 'node:zlib';

/**
 * Every `ActualText` a PDF's content streams carry, decoded: what a screen reader, search and
 * copy read for text marked with it (a Hindi document's Devanagari, whose glyphs are drawn in
 * visual order).
 */
export function pdfActualTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const contents: string[] = [raw];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      contents.push(zlib.inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a deflated stream (an image, a font): it holds no marked text.
    }
  }
  const texts: string[] = [];
  for (const content of contents)
    for (const [, literal = ''] of content.matchAll(/\/ActualText \(((?:\\[\s\S]|[^\\)])*)\)/g)) {
      const bytes = literal.replace(/\\([nrtbf()\\])/g, (_, c: string) =>
        c === 'n'
          ? '\n'
          : c === 'r'
            ? '\r'
            : c === 't'
              ? '\t'
              : c === 'b'
                ? '\b'
                : c === 'f'
                  ? '\f'
                  : c,
      );
      const buffer = Buffer.from(bytes, 'latin1');
      texts.push(
        buffer[0] === 0xfe && buffer[1] === 0xff
          ? Buffer.from(buffer.subarray(2)).swap16().toString('utf16le')
          : bytes,
      );
    }
  return texts;
}
