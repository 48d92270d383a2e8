import {
  type MyLoan,
  myLoanNocEndpoint,
  myLoanStatementPath,
  pathOf,
  type StatementPeriod,
} from '@company/forms/contracts';
import { Stack } from '@company/ui';
import { useId, useState } from 'react';
import { calendar } from '../../content/calendar.ts';
import { myLoanPage as copy } from '../../content/my-loan.ts';
import { formatDate } from '../../lib/dates.ts';
import { apiUrl } from '../../lib/http.ts';
import { inDocumentLanguage } from '../../lib/language.ts';
import * as css from './my-loan.css.ts';

type Choice = StatementPeriod['period'];

/** The statement for a chosen period, and a closed loan's NOC letter (both PDFs from the API). */
export function DocumentsSection({ loan }: { loan: MyLoan }) {
  const id = useId();
  const [choice, setChoice] = useState<Choice>('this-fy');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const period: StatementPeriod =
    choice === 'range' ? { period: 'range', from, to } : { period: choice };
  const ready = choice !== 'range' || (from !== '' && to !== '' && from <= to);
  const options: [Choice, string][] = [
    ['this-fy', copy.statement.thisFy],
    ['last-fy', copy.statement.lastFy],
    ['range', copy.statement.range],
  ];
  return (
    <>
      <section aria-labelledby={`${id}-statement`}>
        <Stack gap="md">
          <h4 id={`${id}-statement`}>{copy.statement.heading}</h4>
          <fieldset className={css.fieldset}>
            <legend>{copy.statement.legend}</legend>
            {options.map(([value, label]) => (
              <label key={value}>
                <input
                  type="radio"
                  name={`${id}-period`}
                  value={value}
                  checked={choice === value}
                  onChange={() => setChoice(value)}
                />{' '}
                {label}
              </label>
            ))}
          </fieldset>
          {choice === 'range' ? (
            <div className={css.dates}>
              <DateField
                label={copy.statement.from}
                value={from}
                max={to || undefined}
                onChange={setFrom}
              />
              <DateField
                label={copy.statement.until}
                value={to}
                min={from || undefined}
                onChange={setTo}
              />
            </div>
          ) : null}
          {ready ? (
            <a
              className={css.link}
              href={apiUrl(inDocumentLanguage(myLoanStatementPath(loan.lan, period)))}
              download
            >
              {copy.statement.download}
            </a>
          ) : null}
        </Stack>
      </section>
      {loan.status === 'closed' ? (
        <section aria-labelledby={`${id}-noc`}>
          <Stack gap="sm">
            <h4 id={`${id}-noc`}>{copy.noc.heading}</h4>
            {loan.noc_request ? (
              <p>
                {copy.noc.request(
                  loan.noc_request.ticket,
                  loan.noc_request.status,
                  formatDate(loan.noc_request.raised_on, calendar.shortMonths),
                )}
              </p>
            ) : null}
            <a
              className={css.link}
              href={apiUrl(inDocumentLanguage(pathOf(myLoanNocEndpoint, { lan: loan.lan })))}
              download
            >
              {copy.noc.download}
            </a>
          </Stack>
        </section>
      ) : null}
    </>
  );
}

/** One end of the statement's period: a labelled date, bounded by the other end. */
function DateField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <label>
      {label}
      <br />
      <input
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
