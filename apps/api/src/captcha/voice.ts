import crypto from 'node:crypto';
import type { Language } from '@company/forms/i18n';
import { CAPTCHA_ACCENTS, CAPTCHA_VARIANTS, speak } from './speech.ts';

/** The recording's rate: 16 kHz keeps the hiss of S and F that tells them apart. */
export const AUDIO_RATE = 16_000;

const rand = (min: number, max: number) =>
  min + (crypto.randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const pick = <T>(list: readonly T[]): T => list[crypto.randomInt(0, list.length)] as T;

export interface Recording {
  /** The voice alone and the background alone, both at AUDIO_RATE, before they are mixed. */
  speech: Float32Array;
  background: Float32Array;
  /** The espeak-ng voice that spoke it (accent+variant). */
  voice: string;
}

/**
 * A peaking filter (RBJ biquad, +`gain` dB around its centre) whose centre glides up and down
 * between 400 Hz and 3 kHz every 0.7–1.5 s: the spectrum's shape keeps changing, as a voice's does
 * in a moving room, while the words stay clear.
 */
function sweep(samples: Float32Array, gain: number): Float32Array {
  const out = new Float32Array(samples.length);
  const period = rand(0.7, 1.5) * AUDIO_RATE;
  const phase = rand(0, Math.PI * 2);
  const a = 10 ** (gain / 40);
  let [x1, x2, y1, y2] = [0, 0, 0, 0];
  let [b0, b1, b2, a1, a2] = [1, 0, 0, 0, 0];
  for (let i = 0; i < samples.length; i++) {
    if (i % 64 === 0) {
      const centre = 400 * 7.5 ** (0.5 + 0.5 * Math.sin((2 * Math.PI * i) / period + phase));
      const w = (2 * Math.PI * centre) / AUDIO_RATE;
      const alpha = Math.sin(w) / (2 * 1.2);
      const a0 = 1 + alpha / a;
      [b0, b1, b2, a1, a2] = [
        (1 + alpha * a) / a0,
        (-2 * Math.cos(w)) / a0,
        (1 - alpha * a) / a0,
        (-2 * Math.cos(w)) / a0,
        (1 - alpha / a) / a0,
      ];
    }
    const x = samples[i] ?? 0;
    const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    [x2, x1, y2, y1] = [x1, x, y1, y];
    out[i] = y;
  }
  return out;
}

/** A copy of `samples` played backwards from a random point: speech-like, but no words. */
function reversed(samples: Float32Array, gain: number): Float32Array {
  const out = new Float32Array(samples.length);
  const shift = crypto.randomInt(0, samples.length);
  for (let i = 0; i < out.length; i++) {
    out[i] = (samples[(samples.length - 1 - i + shift) % samples.length] ?? 0) * gain;
  }
  return out;
}

/**
 * The captcha spoken, synthesised afresh for each request: one of 55 voices in English (five accents × eleven
 * variants) or 11 in Hindi, its base pitch and speed drawn at random, each character's own pitch and pace varied
 * again, with pauses of 0.45–0.75 s; the whole then replayed 8 % slower to 8 % faster, which moves
 * its pitch and formants too, through a gliding tone filter (`sweep`). Nothing in it is a stored
 * clip. The background is the same voice
 * played backwards twice (a murmur with no words), 16 and 20 dB under the speech, and a faint hiss.
 */
export async function composeRecording(
  text: string,
  language: Language = 'en',
): Promise<Recording> {
  const voice = `${pick(CAPTCHA_ACCENTS[language])}+${pick(CAPTCHA_VARIANTS)}`;
  const ssml = [...text]
    .map(
      (ch) =>
        `<prosody rate="${Math.round(rand(75, 95))}%" pitch="${Math.round(rand(-20, 20))}%"><say-as interpret-as="characters">${ch}</say-as></prosody><break time="${Math.round(rand(450, 750))}ms"/>`,
    )
    .join('');
  const spoken = await speak(voice, `<speak><break time="400ms"/>${ssml}</speak>`, [
    '-p',
    String(crypto.randomInt(35, 66)),
    '-s',
    String(crypto.randomInt(135, 161)),
  ]);
  const step = (spoken.rate / AUDIO_RATE) * rand(0.92, 1.08);
  const plain = new Float32Array(Math.floor(spoken.samples.length / step));
  for (let i = 0; i < plain.length; i++) {
    const at = i * step;
    const k = Math.floor(at);
    const frac = at - k;
    plain[i] = (spoken.samples[k] ?? 0) * (1 - frac) + (spoken.samples[k + 1] ?? 0) * frac;
  }
  const speech = sweep(plain, rand(6, 10));
  const murmurA = reversed(speech, 10 ** (-16 / 20));
  const murmurB = reversed(speech, 10 ** (-20 / 20));
  let rms = 0;
  for (const v of speech) rms += v * v;
  rms = Math.sqrt(rms / speech.length);
  const hiss = crypto.randomBytes(speech.length);
  const background = new Float32Array(speech.length);
  for (let i = 0; i < speech.length; i++) {
    const noise = (((hiss[i] ?? 128) - 127.5) / 127.5) * rms * 0.05;
    background[i] = (murmurA[i] ?? 0) + (murmurB[i] ?? 0) + noise;
  }
  return { speech, background, voice };
}

/** The mix as a 16-bit mono WAV, its loudest sample at 90 % of full scale. */
export function recordingWav({ speech, background }: Recording): Buffer {
  let peak = 1e-6;
  for (let i = 0; i < speech.length; i++) {
    peak = Math.max(peak, Math.abs((speech[i] ?? 0) + (background[i] ?? 0)));
  }
  const gain = 0.9 / peak;
  const out = Buffer.alloc(44 + speech.length * 2);
  out.write('RIFF', 0, 'latin1');
  out.writeUInt32LE(36 + speech.length * 2, 4);
  out.write('WAVEfmt ', 8, 'latin1');
  out.writeUInt32LE(16, 16); // fmt chunk size
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(AUDIO_RATE, 24);
  out.writeUInt32LE(AUDIO_RATE * 2, 28); // bytes per second
  out.writeUInt16LE(2, 32); // block align
  out.writeUInt16LE(16, 34); // bits per sample
  out.write('data', 36, 'latin1');
  out.writeUInt32LE(speech.length * 2, 40);
  for (let i = 0; i < speech.length; i++) {
    const v = ((speech[i] ?? 0) + (background[i] ?? 0)) * gain;
    out.writeInt16LE(Math.round(Math.max(-1, Math.min(1, v)) * 32767), 44 + 2 * i);
  }
  return out;
}

/** The captcha read aloud as a WAV file: a new voice, pace and background every time. */
export async function captchaAudio(text: string, language: Language = 'en'): Promise<Buffer> {
  return recordingWav(await composeRecording(text, language));
}
