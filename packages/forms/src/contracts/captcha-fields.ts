import { wire } from './wire.ts';

/** The captcha's two body fields, as every captcha-guarded form sends them: its id and the answer typed. */
export const captchaFields = () => ({
  captchaId: wire.text({ max: 64 }),
  enteredCaptcha: wire.text({ max: 16 }),
});

/** One message for either captcha field (the spec words a wrong answer and a missing one alike). */
export const captchaMessages = (message: string) => ({
  captchaId: message,
  enteredCaptcha: message,
});
