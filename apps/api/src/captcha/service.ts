import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '../db/index.ts';
import { hmac, randomId, safeEqual } from '../lib/crypto.ts';
import { secondsFromNow } from '../lib/sql.ts';
import type { MessageSender } from '../providers/messaging.ts';
import { CAPTCHA_ALPHABET, GLYPHS } from './glyphs.ts';

export const CAPTCHA_TTL_SECONDS = 5 * 60;
export const CAPTCHA_LENGTH = 6;

const rand = (min: number, max: number) =>
  min + (crypto.randomInt(0, 10_000) / 10_000) * (max - min);
const COLOURS = ['#1d3a8a', '#7a1f5c', '#0f5e4a', '#8a3b12', '#2b2b6e', '#5b1a1a'];

/** Draws the text as jittered dot-matrix glyphs, each rotated and sized 24–26 px, with noise. */
export function renderCaptcha(text: string): string {
  const width = 200;
  const height = 60;
  const parts: string[] = [];
  for (let i = 0; i < 6; i++) {
    parts.push(
      `<path d="M${rand(0, width).toFixed(1)} ${rand(0, height).toFixed(1)} Q${rand(0, width).toFixed(1)} ${rand(0, height).toFixed(1)} ${rand(0, width).toFixed(1)} ${rand(0, height).toFixed(1)}" stroke="${COLOURS[i % COLOURS.length]}" stroke-opacity="0.35" stroke-width="${rand(1, 2.5).toFixed(1)}" fill="none"/>`,
    );
  }
  for (let i = 0; i < 40; i++) {
    parts.push(
      `<rect x="${rand(0, width).toFixed(1)}" y="${rand(0, height).toFixed(1)}" width="2" height="2" fill="#777" fill-opacity="0.5"/>`,
    );
  }
  [...text].forEach((ch, index) => {
    const columns = GLYPHS[ch];
    if (!columns) return;
    const size = 24 + crypto.randomInt(0, 3); // 24, 25 or 26 px tall
    const dot = size / 7;
    const x0 = 12 + index * 30 + rand(-3, 3);
    const y0 = (height - size) / 2 + rand(-5, 5);
    const angle = rand(-18, 18).toFixed(1);
    const cx = (x0 + 2.5 * dot).toFixed(1);
    const cy = (y0 + 3.5 * dot).toFixed(1);
    const colour = COLOURS[crypto.randomInt(0, COLOURS.length)];
    const dots: string[] = [];
    columns.forEach((bits, col) => {
      for (let row = 0; row < 7; row++) {
        if (!(bits & (1 << row))) continue;
        dots.push(
          `<rect x="${(x0 + col * dot + rand(-0.6, 0.6)).toFixed(1)}" y="${(y0 + row * dot + rand(-0.6, 0.6)).toFixed(1)}" width="${(dot * 0.95).toFixed(1)}" height="${(dot * 0.95).toFixed(1)}"/>`,
        );
      }
    });
    parts.push(`<g fill="${colour}" transform="rotate(${angle} ${cx} ${cy})">${dots.join('')}</g>`);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f4f6fb"/>${parts.join('')}</svg>`;
}

function answerHash(key: string, id: string, answer: string): string {
  return hmac(key, `captcha:${id}:${answer.trim().toUpperCase()}`);
}

export interface IssuedCaptcha {
  captchaId: string;
  image: string;
}

export function captchaService(db: DB, signingKey: string, messaging: MessageSender) {
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
          expires_at: secondsFromNow(CAPTCHA_TTL_SECONDS),
        })
        .execute();
      // Development outbox only (absent in production): lets people and end-to-end tests solve it.
      await messaging.send({ channel: 'captcha', destination: id, subject: 'captcha', body: text });
      const svg = renderCaptcha(text);
      return {
        captchaId: id,
        image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
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
