/** After a submit that failed validation, moves focus to the first field that says what is wrong. */
export function focusFirstError(form: HTMLFormElement | null): void {
  if (!form) return;
  // The error attributes render after the submit attempt: look once the frame has painted.
  requestAnimationFrame(() => {
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  });
}
