import crypto from 'node:crypto';

export function hmac(key: string, data: string): string {
  return crypto.createHmac('sha256', key).update(data).digest('base64url');
}

export function hmacHex(key: string, data: string): string {
  return crypto.createHmac('sha256', key).update(data).digest('hex');
}

/** Constant-time comparison of two strings. */
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}

export function randomId(bytes = 16): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

/** A uniformly random string of `length` digits. */
export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += crypto.randomInt(0, 10).toString();
  return out;
}

/** Signed, expiring token: base64url(JSON payload) + '.' + HMAC. */
export function signToken(
  key: string,
  payload: Record<string, unknown>,
  ttlSeconds: number,
): string {
  const body = Buffer.from(
    JSON.stringify({ ...payload, exp: Math.floor(Date.now() / 1000) + ttlSeconds }),
  ).toString('base64url');
  return `${body}.${hmac(key, body)}`;
}

export function verifyToken<T extends Record<string, unknown>>(
  key: string,
  token: string | undefined,
): (T & { exp: number }) | null {
  if (!token) return null;
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return null;
  if (!safeEqual(mac, hmac(key, body))) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T & {
      exp: number;
    };
    if (typeof payload.exp !== 'number' || payload.exp < Date.now() / 1000) return null;
    return payload;
  } catch {
    return null;
  }
}

/** AES-256-GCM: base64url(iv ‖ tag ‖ ciphertext). */
export function aesEncrypt(hexKey: string, plaintext: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(hexKey, 'hex'), iv);
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ct]).toString('base64url');
}

export function aesDecrypt(hexKey: string, token: string): string | null {
  try {
    const raw = Buffer.from(token, 'base64url');
    if (raw.length < 29) return null;
    const decipher = crypto.createDecipheriv(
      'aes-256-gcm',
      Buffer.from(hexKey, 'hex'),
      raw.subarray(0, 12),
    );
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
