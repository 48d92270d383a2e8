import { endpoint, type WithData } from './endpoint.ts';

/** A new captcha: its opaque id and its picture as a `data:` URL; single use, 5 minutes. */
export type CaptchaAnswer = WithData<{ captchaId: string; image: string }>;

export const captchaEndpoint = /* @__PURE__ */ endpoint<void, CaptchaAnswer>(
  'GET',
  '/api/v1/bb/payments/captcha',
);

/**
 * The captcha read aloud (WAV), for people who cannot see the picture: the same characters,
 * spoken one by one over light noise. Until the captcha is used or expires. `?lang=hi` reads it
 * in a Hindi voice (digits in Hindi, letters by their English names, as Hindi speakers say them);
 * without it, the request's `Accept-Language` decides (an `<audio>` element cannot set it).
 */
export const captchaAudioEndpoint = /* @__PURE__ */ endpoint<void, ArrayBuffer>(
  'GET',
  '/api/v1/bb/payments/captcha/:captchaId/audio',
);
