import { captchaEndpoint } from '@company/forms/contracts';
import { call, type Result } from '../../lib/http.ts';

/** A new captcha: its opaque id and picture (single use, 5 minutes). */
export async function fetchCaptcha(): Promise<Result<{ captchaId: string; image: string }>> {
  const result = await call(captchaEndpoint);
  return result.ok ? { ok: true, data: result.data.data } : result;
}
