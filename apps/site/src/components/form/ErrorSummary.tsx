import { forwardRef } from 'react';
import * as css from './forms.css.ts';

export interface ErrorSummaryProps {
  title: string;
  /**
   * Each problem, in the form's order: the field's id and the same words shown beside it (in the
   * page's language: the flows' rules translate them, lib/messages.ts).
   */
  errors: readonly { fieldId: string; message: string }[];
}

/**
 * The GOV.UK Design System's error summary: after a failed submit, at the top of the form, a
 * list of what is wrong with a link to each field. Focus it (it takes `tabIndex={-1}`) so a
 * screen reader reads it at once; each link moves focus to its field.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { title, errors },
  ref,
) {
  if (errors.length === 0) return null;
  return (
    <div
      ref={ref}
      className={css.errorSummary}
      role="alert"
      tabIndex={-1}
      aria-labelledby="error-summary-title"
    >
      <h2 id="error-summary-title" className={css.errorSummaryTitle}>
        {title}
      </h2>
      <ul className={css.errorSummaryList}>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => {
                const field = document.getElementById(error.fieldId);
                if (!field) return;
                event.preventDefault();
                field.focus();
                field.scrollIntoView({ block: 'center' });
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
