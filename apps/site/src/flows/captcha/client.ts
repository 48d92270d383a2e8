import { type AnswerOf, captchaEndpoint } from '@company/forms/contracts';
import { get, type Result } from '../../lib/http.ts';

/** A new captcha: its opaque id and picture (single use, 5 minutes). */
export async function fetchCaptcha(): Promise<Result<{ captchaId: string; image: string }>> {
  const result = await get<AnswerOf<typeof captchaEndpoint>>(captchaEndpoint.path);
  return result.ok ? { ok: true, data: result.data.data } : result;
}
