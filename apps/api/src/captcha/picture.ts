import crypto from 'node:crypto';
import type opentype from 'opentype.js';
import sharp from 'sharp';
import { CAPTCHA_FACES } from './faces.ts';

export { CAPTCHA_FACES };

/** The captcha's letters: no I, O, 0 or 1, which people confuse. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const WIDTH = 200;
const HEIGHT = 60;
/** Drawn at twice the size it is shown, so it stays sharp on a phone's screen. */
const SCALE = 2;

const COLOURS = ['#1d3a8a', '#7a1f5c', '#0f5e4a', '#8a3b12', '#2b2b6e', '#5b1a1a'];
/** The picture's background: every colour above has a contrast ratio of at least 7:1 with it (test/captcha/legibility.ts). */
export const CAPTCHA_BACKGROUND = '#f4f6fb';
export { COLOURS as CAPTCHA_COLOURS };

const rand = (min: number, max: number) =>
  min + (crypto.randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const pick = <T>(list: readonly T[]): T => list[crypto.randomInt(0, list.length)] as T;

type Point = [number, number];

/** One glyph's outline as SVG path data, every point moved by `move` (shape, rotation, warps). */
function outline(font: opentype.Font, ch: string, size: number, move: (p: Point) => Point) {
  const parts: string[] = [];
  const at = (x: number, y: number) =>
    move([x, y])
      .map((n) => n.toFixed(1))
      .join(' ');
  for (const c of font.charToGlyph(ch).getPath(0, 0, size).commands) {
    if (c.type === 'M' || c.type === 'L') parts.push(`${c.type}${at(c.x, c.y)}`);
    else if (c.type === 'Q') parts.push(`Q${at(c.x1, c.y1)} ${at(c.x, c.y)}`);
    else if (c.type === 'C') parts.push(`C${at(c.x1, c.y1)} ${at(c.x2, c.y2)} ${at(c.x, c.y)}`);
    else parts.push('Z');
  }
  return parts.join('');
}

/** A curve from the left edge to the right one through the text's band. */
function crossing(width: number, opacity: number) {
  const y = () => rand(16, 44).toFixed(1);
  return `<path d="M${rand(-5, 15).toFixed(1)} ${y()} C${rand(40, 90).toFixed(1)} ${rand(0, 60).toFixed(1)} ${rand(110, 160).toFixed(1)} ${rand(0, 60).toFixed(1)} ${rand(185, 205).toFixed(1)} ${y()}" stroke="${pick(COLOURS)}" stroke-opacity="${opacity}" stroke-width="${width.toFixed(1)}" stroke-linecap="round" fill="none"/>`;
}

/** A letter as placed: its face, size (px to the em), horizontal stretch and centre. */
export interface PlacedLetter {
  ch: string;
  font: opentype.Font;
  size: number;
  stretch: number;
  cx: number;
}

/**
 * Each character's face (one of nine, faces.ts), size (33–37 px to the em) and stretch, set on
 * one line: neighbours 5 % closer to 3 % further apart than their mean width, so most touch and
 * few merge; a line too long for the picture is made smaller as a whole, never pushed closer.
 */
export function layoutLetters(text: string): PlacedLetter[] {
  const letters = [...text].map((ch) => {
    const font = pick(CAPTCHA_FACES);
    const size = rand(33, 37);
    const stretch = rand(0.85, 1.12);
    const box = font.charToGlyph(ch).getBoundingBox();
    return {
      ch,
      font,
      size,
      stretch,
      width: ((box.x2 - box.x1) * size * stretch) / font.unitsPerEm,
    };
  });
  const gaps = letters
    .slice(1)
    .map((l, i) => ((l.width + (letters[i]?.width ?? 0)) / 2) * rand(0.95, 1.03));
  const span = gaps.reduce((a, b) => a + b, 0);
  const whole = span + ((letters[0]?.width ?? 0) + (letters.at(-1)?.width ?? 0)) / 2;
  const fit = Math.min(1, (WIDTH - 14) / whole);
  let cx = WIDTH / 2 - (span * fit) / 2 + rand(-3, 3);
  return letters.map(({ ch, font, size, stretch }, i) => {
    if (i > 0) cx += (gaps[i - 1] ?? 0) * fit;
    return { ch, font, size: size * fit, stretch, cx };
  });
}

/**
 * The captcha as an SVG of glyph outlines, its letters placed by `layoutLetters`, each slanted,
 * rotated and bent by a warp of its own (so no face's outline reaches the picture unchanged); the
 * whole line waves. Two opaque curves in the letters' own colours run beneath them and a thin
 * one across their strokes; fainter curves and dots lie beneath all. It is only ever rasterised (`renderCaptcha`):
 * what reaches the browser is pixels.
 */
export function captchaSvg(letters: PlacedLetter[]): string {
  const waveX = rand(0.05, 0.09);
  const phase = rand(0, Math.PI * 2);
  const amplitude = rand(2, 3.5);
  const wave = ([x, y]: Point): Point => [
    x + Math.sin(y * 0.2 + phase) * 1.2,
    y + Math.sin(x * waveX + phase) * amplitude,
  ];
  const glyphs = letters
    .map(({ ch, font, size, stretch, cx }) => {
      const angle = (rand(-15, 15) * Math.PI) / 180;
      const slant = rand(-0.2, 0.2);
      const cy = HEIGHT / 2 + rand(-3, 3);
      const box = font.charToGlyph(ch).getBoundingBox();
      const scale = size / font.unitsPerEm;
      const [midX, midY] = [((box.x1 + box.x2) / 2) * scale, (-(box.y1 + box.y2) / 2) * scale];
      // The glyph's own warp: two waves of 14–25 px across it, up to 1.4 px deep.
      const [kx, ky, ax, ay, px, py] = [
        rand(0.25, 0.45),
        rand(0.25, 0.45),
        rand(0.6, 1.4),
        rand(0.6, 1.4),
        rand(0, 6.3),
        rand(0, 6.3),
      ];
      const move = ([x, y]: Point): Point => {
        let [dx, dy] = [(x - midX) * stretch, y - midY];
        dx += slant * dy;
        [dx, dy] = [dx + ax * Math.sin(dy * ky + px), dy + ay * Math.sin(dx * kx + py)];
        return wave([
          cx + dx * Math.cos(angle) - dy * Math.sin(angle),
          cy + dx * Math.sin(angle) + dy * Math.cos(angle),
        ]);
      };
      return `<path d="${outline(font, ch, size, move)}" fill="${pick(COLOURS)}"/>`;
    })
    .join('');
  const dots = Array.from(
    { length: 60 },
    () =>
      `<circle cx="${rand(0, WIDTH).toFixed(1)}" cy="${rand(0, HEIGHT).toFixed(1)}" r="${rand(0.6, 1.4).toFixed(1)}" fill="${pick(COLOURS)}" fill-opacity="0.45"/>`,
  ).join('');
  const faint = Array.from({ length: 3 }, () => crossing(rand(1, 2), 0.35)).join('');
  // Beneath the letters, as dark and almost as thick as their strokes: they join the letters for
  // a script's threshold and boxes, and survive an opening; a person sees whole letters over them.
  const under = Array.from({ length: 2 }, () => crossing(rand(2.2, 2.8), 1)).join('');
  // Over them, one thin curve that crosses their strokes.
  const over = crossing(rand(1.2, 1.6), 1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH * SCALE}" height="${HEIGHT * SCALE}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="${CAPTCHA_BACKGROUND}"/>${faint}${dots}${under}${glyphs}${over}</svg>`;
}

/**
 * The captcha as a PNG (400 × 120 px, shown at 200 × 60): pixels only, no text or structure.
 * A 16-colour palette without dithering, at the quantiser's lowest effort and zlib level 6:
 * 4.6 ms a picture and about 4.5 kB. Dithering was most of the encoder's time; without it the
 * letters keep their edges and colours (the noise strokes merge a little). The defaults (effort 7,
 * level 9, dithered) took 26 ms for 8.6 kB, the captcha route's whole cost under a campaign's
 * load (docs/benchmarks.md).
 */
export function renderCaptcha(
  text: string,
  letters: PlacedLetter[] = layoutLetters(text),
): Promise<Buffer> {
  return sharp(Buffer.from(captchaSvg(letters)))
    .png({ compressionLevel: 6, palette: true, colours: 16, effort: 1, dither: 0 })
    .toBuffer();
}
