import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import opentype from 'opentype.js';
import sharp from 'sharp';

/** The captcha's letters: no I, O, 0 or 1, which people confuse. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const WIDTH = 200;
const HEIGHT = 60;
/** Drawn at twice the size it is shown, so it stays sharp on a phone's screen. */
const SCALE = 2;

const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
/** The faces it rotates between (the spec's "rotating fonts"), from the pinned DejaVu package. */
const FACES = [
  'DejaVuSans-Bold.ttf',
  'DejaVuSerif-Bold.ttf',
  'DejaVuSansMono-Bold.ttf',
  'DejaVuSans-BoldOblique.ttf',
  'DejaVuSerif-BoldItalic.ttf',
].map((file) => {
  const data = fs.readFileSync(path.join(fontDir, file));
  return opentype.parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
});

const COLOURS = ['#1d3a8a', '#7a1f5c', '#0f5e4a', '#8a3b12', '#2b2b6e', '#5b1a1a'];

const rand = (min: number, max: number) =>
  min + (crypto.randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const pick = <T>(list: readonly T[]): T => list[crypto.randomInt(0, list.length)] as T;

type Point = [number, number];

/** One glyph's outline as SVG path data, every point moved by `move` (rotation and warp). */
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

/**
 * The captcha as an SVG of glyph outlines: each character in one of five faces, 24–26 px,
 * rotated, the whole line warped by a random wave, over and under noise strokes and dots. It is
 * only ever rasterised (`renderCaptcha`): what reaches the browser is pixels.
 */
export function captchaSvg(text: string): string {
  const waveX = rand(0.05, 0.09);
  const phase = rand(0, Math.PI * 2);
  const amplitude = rand(2, 4);
  const warp = ([x, y]: Point): Point => [
    x + Math.sin(y * 0.2 + phase) * 1.2,
    y + Math.sin(x * waveX + phase) * amplitude,
  ];
  const noise = (count: number, opacity: number) =>
    Array.from({ length: count }, () => {
      const [x0, x1] = [rand(-10, 40), rand(160, 210)];
      return `<path d="M${x0.toFixed(1)} ${rand(10, 50).toFixed(1)} C${rand(40, 90).toFixed(1)} ${rand(-10, 70).toFixed(1)} ${rand(110, 160).toFixed(1)} ${rand(-10, 70).toFixed(1)} ${x1.toFixed(1)} ${rand(10, 50).toFixed(1)}" stroke="${pick(COLOURS)}" stroke-opacity="${opacity}" stroke-width="${rand(1, 2.2).toFixed(1)}" fill="none"/>`;
    }).join('');
  const dots = Array.from(
    { length: 70 },
    () =>
      `<circle cx="${rand(0, WIDTH).toFixed(1)}" cy="${rand(0, HEIGHT).toFixed(1)}" r="${rand(0.6, 1.4).toFixed(1)}" fill="${pick(COLOURS)}" fill-opacity="0.45"/>`,
  ).join('');
  const step = (WIDTH - 24) / text.length;
  const glyphs = [...text]
    .map((ch, i) => {
      const size = 24 + crypto.randomInt(0, 3);
      const angle = (rand(-25, 25) * Math.PI) / 180;
      const [cx, cy] = [12 + step * i + step / 2 + rand(-3, 3), HEIGHT / 2 + rand(-4, 4)];
      const font = pick(FACES);
      const advance = (font.charToGlyph(ch).advanceWidth ?? 0) * (size / font.unitsPerEm);
      // Glyph coordinates centred on (cx, cy), rotated about it, then warped with the line.
      const move = ([x, y]: Point): Point => {
        const [dx, dy] = [x - advance / 2, y + size * 0.36];
        return warp([
          cx + dx * Math.cos(angle) - dy * Math.sin(angle),
          cy + dx * Math.sin(angle) + dy * Math.cos(angle),
        ]);
      };
      return `<path d="${outline(font, ch, size, move)}" fill="${pick(COLOURS)}"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH * SCALE}" height="${HEIGHT * SCALE}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f6fb"/>${noise(3, 0.35)}${dots}${glyphs}${noise(3, 0.55)}</svg>`;
}

/**
 * The captcha as a PNG (400 × 120 px, shown at 200 × 60): pixels only, no text or structure.
 * A 16-colour palette without dithering, at the quantiser's lowest effort and zlib level 6:
 * 4.6 ms a picture and about 4.5 kB. Dithering was most of the encoder's time; without it the
 * letters keep their edges and colours (the noise strokes merge a little). The defaults (effort 7,
 * level 9, dithered) took 26 ms for 8.6 kB, the captcha route's whole cost under a campaign's
 * load (docs/benchmarks.md).
 */
export function renderCaptcha(text: string): Promise<Buffer> {
  return sharp(Buffer.from(captchaSvg(text)))
    .png({ compressionLevel: 6, palette: true, colours: 16, effort: 1, dither: 0 })
    .toBuffer();
}
