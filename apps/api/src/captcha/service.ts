import crypto from 'node:crypto';
import type { Language } from '@company/forms/i18n';
import { sql } from 'kysely';
import type { DB } from '../db/index.ts';
import { aesDecrypt, aesEncrypt, hmac, randomId, safeEqual } from '../lib/crypto.ts';
import { secondsFromNow } from '../lib/sql.ts';
import type { MessageSender } from '../providers/messaging.ts';
import { CAPTCHA_ALPHABET, renderCaptcha } from './picture.ts';
import { captchaAudio } from './voice.ts';

export const CAPTCHA_TTL_SECONDS = 5 * 60;
export const CAPTCHA_LENGTH = 6;

function answerHash(key: string, id: string, answer: string): string {
  return hmac(key, `captcha:${id}:${answer.trim().toUpperCase()}`);
}

export interface IssuedCaptcha {
  captchaId: string;
  image: string;
}

export function captchaService(db: DB, signingKey: string, messaging: MessageSender) {
  // The key that seals answers for the audio alternative: derived, so it is not the signing key.
  const sealKey = crypto.createHash('sha256').update(`captcha-audio:${signingKey}`).digest('hex');
  return {
    async issue(): Promise<IssuedCaptcha> {
      let text = '';
      for (let i = 0; i < CAPTCHA_LENGTH; i++) {
        text += CAPTCHA_ALPHABET[crypto.randomInt(0, CAPTCHA_ALPHABET.length)];
      }
      const id = randomId(18);
      await db
        .insertInto('captchas')
        .values({
          id,
          answer_hash: answerHash(signingKey, id, text),
          answer_sealed: aesEncrypt(sealKey, text),
          expires_at: secondsFromNow(CAPTCHA_TTL_SECONDS),
        })
        .execute();
      // Development outbox only (absent in production): lets people and end-to-end tests solve it.
      await messaging.send({ channel: 'captcha', destination: id, subject: 'captcha', body: text });
      const png = await renderCaptcha(text);
      return { captchaId: id, image: `data:image/png;base64,${png.toString('base64')}` };
    },

    /** The captcha read aloud (WAV) in `language`, while it is unused and unexpired; else null. */
    async audio(id: string, language: Language = 'en'): Promise<Buffer | null> {
      if (id.length > 64) return null;
      const row = await db
        .selectFrom('captchas')
        .select('answer_sealed')
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
      const text = row?.answer_sealed ? aesDecrypt(sealKey, row.answer_sealed) : null;
      return text ? captchaAudio(text, language) : null;
    },

    /** Consumes the captcha whatever the answer: a second use of the same id always fails. */
    async verify(id: string | undefined, answer: string | undefined): Promise<boolean> {
      if (!id || !answer || id.length > 64 || answer.length > 16) return false;
      const row = await db
        .updateTable('captchas')
        .set({ used_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning('answer_hash')
        .executeTakeFirst();
      return Boolean(row && safeEqual(row.answer_hash, answerHash(signingKey, id, answer)));
    },
  };
}

export type CaptchaService = ReturnType<typeof captchaService>;
