/**
 * Starts solving the next challenge (a form's first keystroke) without importing the HTTP client
 * into the page's first load: it comes with the call the form is about to make anyway.
 */
export function prepareChallenge(): void {
  void import('./http.ts').then(({ prepareChallenge: prepare }) => prepare());
}
