import {
  CAPTCHA_BACKGROUND,
  CAPTCHA_COLOURS,
  type PlacedLetter,
} from '../../src/captcha/picture.ts';
import { AUDIO_RATE, type Recording } from '../../src/captcha/voice.ts';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The lowest contrast ratio of any letter colour against the background (WCAG: 4.5 for text). */
export function lowestContrast(): number {
  const back = luminance(CAPTCHA_BACKGROUND);
  return Math.min(...CAPTCHA_COLOURS.map((c) => (back + 0.05) / (luminance(c) + 0.05)));
}

/**
 * A drawn letter's height in CSS pixels (its outline's height at its size; the picture is
 * 200 × 60 CSS px, which the card shows at that size at every width from 412 px up).
 */
export function letterHeight({ ch, font, size }: PlacedLetter): number {
  const box = font.charToGlyph(ch).getBoundingBox();
  return ((box.y2 - box.y1) * size) / font.unitsPerEm;
}

/**
 * A recording's pace and clarity: letters per second over the spoken part (first to last 20 ms
 * frame within 20 dB of the loudest), and the speech-to-background ratio in dB (the
 * voice's power where it speaks over the background's power throughout).
 */
export function listeningFigures({ speech, background }: Recording, letters: number) {
  const frame = Math.round(AUDIO_RATE * 0.02);
  const powers: number[] = [];
  for (let start = 0; start + frame <= speech.length; start += frame) {
    let sum = 0;
    for (let i = start; i < start + frame; i++) sum += (speech[i] ?? 0) ** 2;
    powers.push(sum / frame);
  }
  const loudest = Math.max(...powers);
  const voiced = powers.map((p) => p > loudest / 100);
  const first = voiced.indexOf(true);
  const last = voiced.lastIndexOf(true);
  const speaking = powers.filter((_, i) => voiced[i]);
  const speechPower = speaking.reduce((a, b) => a + b, 0) / speaking.length;
  let noise = 0;
  for (const v of background) noise += v * v;
  noise /= background.length;
  return {
    lettersPerSecond: letters / (((last - first + 1) * frame) / AUDIO_RATE),
    speechToNoiseDb: 10 * Math.log10(speechPower / noise),
  };
}
