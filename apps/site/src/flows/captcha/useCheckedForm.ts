import { type FormEvent, useCallback, useRef, useState } from 'react';
import { showErrorsThenFocus } from '../../components/form/focus-first-error.ts';
import { notify } from '../../components/notify.ts';
import { answerField } from '../../lib/answer-field.ts';
import type { Failure } from '../../lib/http.ts';
import { inPageLanguage } from '../../lib/messages.ts';
import { type Captcha, useCaptcha } from './useCaptcha.ts';

/**
 * A captcha-protected form whose spec checks its fields in order and shows one failure at a time
 * (e-mandate, quick payment): the fields, the one error, and `fail` — a toast in the spec's words,
 * the same words beside the field, focus on it, and a new captcha (each is checked once). `submit`
 * ignores a second submit while one is in flight, so a double click never sends twice.
 */
export function useCheckedForm<Fields extends { captcha: string }>(
  initial: Fields,
  ids: Record<keyof Fields & string, string>,
  /** The API's names for the fields the form calls otherwise (beyond the captcha's). */
  renamed: Readonly<Partial<Record<string, keyof Fields & string>>> = {},
) {
  // Every such request names the captcha `captchaId` and `enteredCaptcha`; the form, `captcha`.
  const wireNames = { captchaId: 'captcha', enteredCaptcha: 'captcha', ...renamed } as const;
  type Name = keyof Fields & string;
  const [fields, setFields] = useState<Fields>(initial);
  const [error, setError] = useState<{ field: Name; message: string }>();
  const inFlight = useRef(false);
  const unlock = useCallback(() => {
    inFlight.current = false;
  }, []);
  const captcha: Captcha = useCaptcha(() => setFields((current) => ({ ...current, captcha: '' })));

  const set = <K extends Name>(field: K, value: Fields[K]) => {
    setFields((current) => ({ ...current, [field]: value }));
    setError((current) => (current?.field === field ? undefined : current));
  };

  const fail = (field: Name | undefined, message: string): undefined => {
    notify('error', message);
    if (field !== undefined) {
      // The toast is put in the page's language by the toaster; the words beside the field here.
      showErrorsThenFocus(
        () => setError({ field, message: inPageLanguage(message) }),
        () => document.getElementById(ids[field]),
      );
    }
    captcha.refresh();
    return undefined;
  };

  /** A failed answer: beside the field the API named, when the form shows it; a toast always. */
  const failAnswer = (failure: Failure): undefined =>
    fail(answerField(failure, ids, wireNames), failure.message);

  /**
   * Wraps the submit handler: one at a time. `work` answers true when the page is leaving (to a
   * provider's page), so the form stays locked while it goes.
   */
  const onSubmit = (work: () => Promise<boolean | undefined>) => async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    let leaving = false;
    try {
      leaving = (await work()) === true;
    } finally {
      if (!leaving) inFlight.current = false;
    }
  };

  const errorOf = (field: Name) => (error?.field === field ? error.message : undefined);

  /** What every text field of the form takes: its id, value, change and error (spread it). */
  const bind = (field: { [K in Name]: Fields[K] extends string ? K : never }[Name]) => ({
    id: ids[field],
    value: fields[field] as string,
    onValueChange: (value: string) => set(field, value as Fields[typeof field]),
    error: errorOf(field),
  });

  /** The captcha's field, bound the same way. */
  const captchaField = {
    captcha,
    id: ids.captcha,
    value: fields.captcha,
    onChange: (value: string) => set('captcha', value as Fields['captcha']),
    error: errorOf('captcha'),
  };

  return {
    fields,
    setFields,
    set,
    error,
    setError,
    errorOf,
    bind,
    captchaField,
    fail,
    failAnswer,
    onSubmit,
    captcha,
    /** Unlocks the form (back from a provider's page through the browser's page cache). */
    unlock,
  };
}
