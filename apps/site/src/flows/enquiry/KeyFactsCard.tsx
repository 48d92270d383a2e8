import {
  enquiryKeyFactsPath,
  type KeyFactsStatement,
  type KeyFactsTable,
  keyFactsTables,
} from '@company/forms/contracts';
import * as page from '../../components/page/transaction.css.ts';
import { moment } from '../../content/calendar.ts';
import { keyFactsWords } from '../../content/key-facts.ts';
import { apiUrl } from '../../lib/http.ts';
import { inDocumentLanguage } from '../../lib/language.ts';
import * as css from './key-facts.css.ts';

/**
 * The pre-qualified offer's Key Facts Statement as the API answered it: RBI's Part 1, its charges
 * and APR, the contingent charges, Part 2 and Annex B's illustration, each a table (a card per
 * row on a phone); the words and the tables come from the contracts, the figures from the API's
 * `keyFacts`, so the card and the PDF (made on the server) say the same.
 */
export function KeyFactsCard({ statement }: { statement: KeyFactsStatement }) {
  const { copy } = keyFactsWords;
  return (
    <section aria-labelledby="key-facts-heading" className={css.card}>
      <h3 id="key-facts-heading">{copy.title}</h3>
      <p className={css.illustrative}>{copy.illustrative}</p>
      <p>{copy.source[statement.terms.source]}</p>
      <p className={css.muted}>
        {copy.issued} {moment(statement.shownAt)} · {copy.reference} {statement.id}
      </p>
      {keyFactsTables(statement, keyFactsWords).map((table) => (
        <FactsTable key={table.id} table={table} />
      ))}
      <p>
        <a
          className={page.buttonLink}
          href={apiUrl(inDocumentLanguage(enquiryKeyFactsPath(statement.id)))}
          download
        >
          {copy.download}
        </a>
      </p>
    </section>
  );
}

/**
 * One table: its heading as the caption, the first cell of each row heading that row. On a phone
 * a cell names its column above it where there are several (a label–detail pair needs none).
 */
function FactsTable({ table }: { table: KeyFactsTable }) {
  const [first, ...rest] = table.columns;
  const named = table.columns.length > 2;
  return (
    <table className={css.table} data-kfs={table.id}>
      <caption>{table.heading}</caption>
      <thead>
        <tr>
          {table.columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map(([label, ...cells]) => (
          <tr key={label}>
            <th scope="row" data-label={named ? first : undefined}>
              {label}
            </th>
            {cells.map((cell, i) => (
              <td key={rest[i]} data-label={named ? rest[i] : undefined}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
