import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Language, languages } from '@company/forms/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const dejaVu = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const notoDevanagari = path.dirname(
  require.resolve('@expo-google-fonts/noto-sans-devanagari/package.json'),
);
/**
 * Each language's embedded (subset) fonts. PDF's standard fonts have no rupee sign (U+20B9):
 * DejaVu has. Noto Sans Devanagari has the rupee and Latin too, so a Hindi document needs no
 * second font for its figures and account numbers; pdfkit's fontkit shapes its conjuncts and
 * matras. Read on the first document of each language.
 */
const fontFiles: Record<Language, { regular: string; bold: string }> = {
  en: {
    regular: path.join(dejaVu, 'DejaVuSans.ttf'),
    bold: path.join(dejaVu, 'DejaVuSans-Bold.ttf'),
  },
  hi: {
    regular: path.join(notoDevanagari, '400Regular/NotoSansDevanagari_400Regular.ttf'),
    bold: path.join(notoDevanagari, '700Bold/NotoSansDevanagari_700Bold.ttf'),
  },
};
const fonts = new Map<Language, { regular: Buffer; bold: Buffer }>();
const fontsOf = (language: Language) => {
  let loaded = fonts.get(language);
  if (!loaded) {
    const files = fontFiles[language];
    loaded = { regular: fs.readFileSync(files.regular), bold: fs.readFileSync(files.bold) };
    fonts.set(language, loaded);
  }
  return loaded;
};

/** Who issues the company's documents (receipts, statements, letters). */
export const issuer = {
  name: 'RideOn Finance Private Limited',
  address: 'Office 401, Riverside Business Bay, Ganeshkhind Road, Shivajinagar, Pune 411005',
  cin: 'CIN U65929PN2017PTC170412',
  care: 'Customer care 1800-000-0000 · care@rideon.example',
};

/** The issuer as a document in `language` names it (the registered name stays as registered). */
export const issuerIn = (language: Language) =>
  language === 'hi' ? { ...issuer, care: 'कस्टमर केयर 1800-000-0000 · care@rideon.example' } : issuer;

/** A document's `?lang=` (a download link cannot send the page's Accept-Language). */
export const languageQuery = {
  lang: {
    type: 'string',
    enum: [...languages],
    description: 'the document’s language (else the Accept-Language header’s)',
  },
} as const;

/** The language a document is asked in: its `?lang=`, else the request's Accept-Language. */
export const documentLanguage = (request: FastifyRequest) =>
  (request.query as { lang?: Language } | undefined)?.lang ?? request.language;

interface DocumentOptions {
  title: string;
  subject: string;
  size: 'A4' | 'A5';
  margin: number;
  /** When the facts it states were settled (a receipt: when the order was paid). */
  creationDate?: Date;
  /** The language it is written in (English unless given). */
  language?: Language;
}

/**
 * A tagged PDF 1.7 with a real text layer in the language's embedded fonts (`regular`, `bold`);
 * `done` resolves with its bytes once `doc.end()` is called; `width` is the text column's.
 */
export function openDocument({
  title,
  subject,
  size,
  margin,
  creationDate,
  language = 'en',
}: DocumentOptions) {
  const doc = new PDFDocument({
    size,
    margin,
    info: {
      Title: title,
      Author: issuer.name,
      Subject: subject,
      ...(creationDate ? { CreationDate: creationDate } : {}),
    },
    lang: `${language}-IN`,
    pdfVersion: '1.7',
    tagged: true,
    displayTitle: true,
  });
  const { regular, bold } = fontsOf(language);
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  if (language === 'hi') withActualText(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done, width: doc.page.width - 2 * margin };
}

/**
 * Devanagari's glyphs are drawn in visual order (the i-matra before its consonant, conjuncts as
 * one glyph), so a text layer read glyph by glyph is not the Hindi that was written. Each text
 * of a Hindi document is marked with its `ActualText`: screen readers, search and copy read that.
 */
function withActualText(doc: PDFKit.PDFDocument): void {
  const draw = doc.text.bind(doc) as (...args: unknown[]) => PDFKit.PDFDocument;
  doc.text = ((text: unknown, ...rest: unknown[]) => {
    doc.markContent('Span', { actual: String(text) } as PDFKit.Mixins.MarkingOptions);
    draw(text, ...rest);
    return doc.endMarkedContent();
  }) as typeof doc.text;
}

/** A made document as a download of its own name, never kept by a shared cache. */
export const sendPdf = (reply: FastifyReply, name: string, pdf: Buffer) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);

/** The JSON Schema of a document's one path parameter: an id of at most 64 characters. */
export const documentIdParams = (name: string) => ({
  type: 'object',
  properties: { [name]: { type: 'string', minLength: 1, maxLength: 64 } },
});
