import {
  inIndiaTime,
  type KeyFactsStatement,
  type KeyFactsWords,
  keyFactsTables,
  keyFactsWords,
} from '@company/forms/contracts';
import { hindiKeyFactsWords } from '@company/forms/hi';
import type { Language } from '@company/forms/i18n';
import { issuerIn, openDocument } from '../lib/pdf.ts';

const MARGIN = 40;

const wordsIn: Record<Language, KeyFactsWords> = { en: keyFactsWords, hi: hindiKeyFactsWords };

/**
 * pdfkit 0.20's table options as its code reads them; @types/pdfkit (0.17) has no `structParent`
 * (the Table structure element), no `scope` (TH for a row or a column) and no `font` default.
 */
type TableCell = PDFKit.Mixins.CellOptions & { scope?: 'column' | 'row' };
type TableWithStructure = Omit<PDFKit.Mixins.TableOptionsWithData, 'data' | 'defaultStyle'> & {
  structParent: PDFKit.PDFStructureElement;
  defaultStyle: PDFKit.Mixins.CellStyle & { font: TableCell['font'] };
  data: TableCell[][];
};

/** A cell; a header (TH) of its column or its row is bold. */
const cell = (text: string, header?: 'column' | 'row'): TableCell =>
  header
    ? {
        text,
        type: 'TH',
        scope: header,
        font: { src: 'bold' },
        ...(header === 'column' ? { backgroundColor: '#e5edf7' } : {}),
      }
    : { text };

/** The widths of each table's columns, as shares of the text column. */
const shares: Record<number, number[]> = { 2: [0.36, 0.64], 4: [0.2, 0.26, 0.16, 0.38] };

/**
 * The offer's Key Facts Statement as a tagged PDF (A4): the same tables as the offer card
 * (`keyFactsTables`), each a real Table of TH and TD cells under a heading, in a structure a
 * screen reader walks (Document → Sect → H1/H2, P, Table).
 */
export function keyFactsPdf(
  statement: KeyFactsStatement,
  language: Language = 'en',
): Promise<Buffer> {
  const words = wordsIn[language];
  const { copy } = words;
  const issuer = issuerIn(language);
  const shownAt = new Date(statement.shownAt);
  const { doc, done, width } = openDocument({
    title: `${copy.title} ${statement.id}`,
    subject: `${copy.title}: ${copy.illustrative.split(':')[0]}`,
    size: 'A4',
    margin: MARGIN,
    creationDate: shownAt,
    language,
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  const para = (
    parent: PDFKit.PDFStructureElement,
    type: 'H1' | 'H2' | 'P',
    text: string,
    style: { font: 'regular' | 'bold'; size: number; color: string },
  ) => {
    parent.add(
      doc.struct(type, {}, () => {
        doc.font(style.font).fontSize(style.size).fillColor(style.color);
        doc.text(text, MARGIN, doc.y, { width });
      }),
    );
  };
  const small = { font: 'regular', size: 8, color: '#444444' } as const;
  const body = { font: 'regular', size: 9.5, color: '#111111' } as const;

  const head = doc.struct('Sect');
  root.add(head);
  para(head, 'P', issuer.name, { font: 'bold', size: 13, color: '#0b3d91' });
  para(head, 'P', `${issuer.address} · ${issuer.cin} · ${issuer.care}`, small);
  doc.moveDown(0.6);
  para(head, 'H1', copy.title, { font: 'bold', size: 16, color: '#111111' });
  para(head, 'P', copy.illustrative, { font: 'bold', size: 9.5, color: '#9a3412' });
  para(head, 'P', copy.source[statement.terms.source], body);
  para(
    head,
    'P',
    `${copy.issued} ${inIndiaTime(statement.shownAt, language)} · ${copy.reference} ${statement.id}`,
    small,
  );
  head.end();

  for (const table of keyFactsTables(statement, words)) {
    const sect = doc.struct('Sect');
    root.add(sect);
    doc.moveDown(0.8);
    if (doc.y > doc.page.height - 140) doc.addPage();
    para(sect, 'H2', table.heading, { font: 'bold', size: 11.5, color: '#0b3d91' });
    doc.moveDown(0.3);
    const widths =
      shares[table.columns.length] ?? table.columns.map(() => 1 / table.columns.length);
    const options: TableWithStructure = {
      structParent: sect,
      position: { x: MARGIN },
      maxWidth: width,
      columnStyles: widths.map((share) => ({ width: share * width })),
      defaultStyle: {
        padding: 4,
        border: 0.5,
        borderColor: '#9ca3af',
        font: { src: 'regular', size: 8.5 },
        textColor: '#111111',
      },
      data: [
        table.columns.map((text) => cell(text, 'column')),
        ...table.rows.map((row) => row.map((text, i) => cell(text, i === 0 ? 'row' : undefined))),
      ],
    };
    doc.table(options as PDFKit.Mixins.TableOptionsWithData);
    sect.end();
  }
  root.end();
  doc.end();
  return done;
}
