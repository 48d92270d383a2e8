import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CAPTCHA_ALPHABET } from './picture.ts';

/** The recorded characters (scripts/make-captcha-voice.ts): 8-bit unsigned, 11,025 Hz, mono. */
const RATE = 11_025;
const clips = new Map(
  [...CAPTCHA_ALPHABET].map((ch) => [
    ch,
    fs.readFileSync(path.join(import.meta.dirname, 'voice', `${ch}.pcm`)),
  ]),
);

const silence = (seconds: number) => Buffer.alloc(Math.round(seconds * RATE), 128);

/**
 * The captcha read aloud as a WAV file: each character's clip at a slightly different loudness,
 * with pauses of varying length, all over light noise, so that no two readings of one answer are
 * the same bytes.
 */
export function captchaAudio(text: string): Buffer {
  const parts: Buffer[] = [silence(0.4)];
  for (const ch of text) {
    const clip = clips.get(ch);
    if (!clip) continue;
    const gain = 0.8 + crypto.randomInt(0, 21) / 100;
    parts.push(Buffer.from(clip.map((s) => Math.round((s - 128) * gain) + 128)));
    parts.push(silence(0.45 + crypto.randomInt(0, 25) / 100));
  }
  const pcm = Buffer.concat(parts);
  const noise = crypto.randomBytes(pcm.length);
  for (let i = 0; i < pcm.length; i++) {
    pcm[i] = Math.max(0, Math.min(255, (pcm[i] ?? 128) + ((noise[i] ?? 0) % 7) - 3));
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE, 28); // bytes per second
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}
