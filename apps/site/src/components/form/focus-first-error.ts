import { flushSync } from 'react-dom';

/** After a submit that failed validation, moves focus to the first field that says what is wrong. */
export function focusFirstError(form: HTMLFormElement | null): void {
  if (!form) return;
  // The error attributes render after the submit attempt: look once the frame has painted.
  requestAnimationFrame(() => {
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  });
}

/**
 * Commits a failed check's errors at once (`flushSync`), then moves focus to what says what is
 * wrong: a field (its words are then in its `aria-describedby` as focus lands, so a screen reader
 * reads them with it) or the error summary (which then exists to be focused). After an `await`
 * React would commit in a later task, so focus would land before the words, or, queued for a
 * frame, find no summary at all. `target` is read after the commit; nothing to focus, no move.
 */
export function showErrorsThenFocus(
  commit: () => void,
  target: () => HTMLElement | null | undefined,
): void {
  flushSync(commit);
  target()?.focus();
}
