import { captchaAudioEndpoint, pathOf } from '@company/forms/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { captchaCopy } from '../../content/captcha.ts';
import { apiUrl } from '../../lib/http.ts';
import { inDocumentLanguage } from '../../lib/language.ts';
import { once } from '../../lib/once.ts';

const loadClient = once(() => import('./client.ts'));

/** The API keeps a captcha 5 minutes; a new one comes a little before, so a slow typist never meets an expired one. */
const REPLACE_AFTER_MS = 4.5 * 60_000;

export interface Captcha {
  captchaId?: string;
  image?: string;
  loading: boolean;
  error: boolean;
  /** The audio alternative's URL, while there is a captcha. */
  audioSrc?: string;
  /** A polite message when the captcha was replaced on its own (it expired). */
  announcement: string;
  /** Fetches a new captcha (after every failed submit: each captcha is checked once). */
  refresh: () => void;
}

/**
 * The captcha of a form: fetched on load, on refresh and after every failed submit, and replaced
 * before it expires with a polite announcement. `onReplaced` clears the answer typed for the old one.
 */
export function useCaptcha(onReplaced?: () => void): Captcha {
  const [state, setState] = useState<{ captchaId?: string; image?: string; error: boolean }>({
    error: false,
  });
  const [loading, setLoading] = useState(true);
  const [announcement, setAnnouncement] = useState('');
  const latest = useRef(0);
  const replaced = useRef(onReplaced);
  replaced.current = onReplaced;

  const load = useCallback(async (reason?: 'expired') => {
    const call = ++latest.current;
    setLoading(true);
    const client = await loadClient();
    const found = await client.fetchCaptcha();
    if (call !== latest.current) return; // a newer request won
    setLoading(false);
    setState(found.ok ? { ...found.data, error: false } : { error: true });
    replaced.current?.();
    setAnnouncement(reason === 'expired' && found.ok ? captchaCopy.replaced : '');
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (!state.captchaId) return;
    const timer = setTimeout(() => void load('expired'), REPLACE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state.captchaId, load]);

  return {
    ...state,
    loading,
    audioSrc: state.captchaId
      ? apiUrl(inDocumentLanguage(pathOf(captchaAudioEndpoint, { captchaId: state.captchaId })))
      : undefined,
    announcement,
    refresh: useCallback(() => void load(), [load]),
  };
}
