import type opentype from 'opentype.js';
import { glyphPolygons, type Raster, rasterise } from './glyph-raster.ts';
import { greyPixels, morph, otsu } from './ink.ts';
import { centredUnit } from './unit-vector.ts';

/**
 * The picture attack: every letter of the alphabet drawn from every face the API ships at 15
 * angles, each reduced to a 16 × 16 shape; the picture cut into six letter boxes; each box's shape
 * matched against every template.
 */
const GRID = 16;
/** Pixels per unit of the 200 × 60 design: the picture is read at full size (400 × 120). */
const SCALE = 2;
const ANGLES = Array.from({ length: 15 }, (_, i) => -28 + i * 4);
const TEMPLATE_SIZE = 25 * SCALE;

/** A shape: the coverage inside a box, sampled to GRID × GRID, centred and of unit length. */
function shape(raster: Raster, box: [number, number, number, number]): Float32Array {
  const [bx, by, bw, bh] = box;
  const out = new Float32Array(GRID * GRID);
  const SUB = 3;
  for (let gy = 0; gy < GRID; gy++) {
    for (let gx = 0; gx < GRID; gx++) {
      let sum = 0;
      for (let sy = 0; sy < SUB; sy++) {
        for (let sx = 0; sx < SUB; sx++) {
          const x = Math.floor(bx + ((gx + (sx + 0.5) / SUB) / GRID) * bw);
          const y = Math.floor(by + ((gy + (sy + 0.5) / SUB) / GRID) * bh);
          if (x >= 0 && y >= 0 && x < raster.width && y < raster.height) {
            sum += raster.mask[y * raster.width + x] ?? 0;
          }
        }
      }
      out[gy * GRID + gx] = sum / (SUB * SUB);
    }
  }
  return centredUnit(out);
}

export interface Templates {
  shapes: Float32Array;
  aspect: Float32Array;
  letters: string[];
}

/** Every letter × face × angle, once per run. */
export function buildTemplates(fonts: opentype.Font[], alphabet: string): Templates {
  const letters: string[] = [];
  const shapes: Float32Array[] = [];
  const aspect: number[] = [];
  for (const font of fonts) {
    for (const ch of alphabet) {
      for (const degrees of ANGLES) {
        const a = (degrees * Math.PI) / 180;
        const raster = rasterise(
          glyphPolygons(font, ch, TEMPLATE_SIZE, ([x, y]) => [
            x * Math.cos(a) - y * Math.sin(a),
            x * Math.sin(a) + y * Math.cos(a),
          ]),
        );
        letters.push(ch);
        shapes.push(shape(raster, [0, 0, raster.width, raster.height]));
        aspect.push(Math.log(raster.width / raster.height));
      }
    }
  }
  const all = new Float32Array(shapes.length * GRID * GRID);
  shapes.forEach((s, i) => {
    all.set(s, i * GRID * GRID);
  });
  return { shapes: all, aspect: Float32Array.from(aspect), letters };
}

/** The best letter for one shape: highest correlation, a little against a different aspect. */
function bestLetter(t: Templates, s: Float32Array, logAspect: number) {
  let best = -Infinity;
  let letter = '?';
  const n = GRID * GRID;
  for (let k = 0; k < t.letters.length; k++) {
    let dot = 0;
    const base = k * n;
    for (let i = 0; i < n; i++) dot += (t.shapes[base + i] ?? 0) * (s[i] ?? 0);
    const score = dot - 0.25 * Math.abs((t.aspect[k] ?? 0) - logAspect);
    if (score > best) {
      best = score;
      letter = t.letters[k] ?? '?';
    }
  }
  return { letter, score: best };
}

/** Six letter boxes: the ink's extent cut in six, each cut moved to the emptiest column near it. */
function cut(ink: Uint8Array, width: number, height: number, count: number): number[] {
  const columns = new Float32Array(width);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) columns[x] = (columns[x] ?? 0) + (ink[y * width + x] ?? 0);
  }
  let [x0, x1] = [0, width - 1];
  while (x0 < x1 && (columns[x0] ?? 0) < 2 * SCALE) x0++;
  while (x1 > x0 && (columns[x1] ?? 0) < 2 * SCALE) x1--;
  const edges = [x0];
  const step = (x1 + 1 - x0) / count;
  for (let i = 1; i < count; i++) {
    const guess = Math.round(x0 + step * i);
    let at = guess;
    for (let x = guess - 6 * SCALE; x <= guess + 6 * SCALE; x++) {
      if ((columns[x] ?? Infinity) < (columns[at] ?? Infinity)) at = x;
    }
    edges.push(at);
  }
  edges.push(x1 + 1);
  return edges;
}

/** The ink of one box: its larger connected parts (stray strokes and dots dropped), as a raster. */
function boxInk(ink: Uint8Array, width: number, height: number, from: number, to: number) {
  const w = to - from;
  const label = new Int32Array(w * height).fill(-1);
  const sizes: number[] = [];
  const stack: number[] = [];
  for (let start = 0; start < w * height; start++) {
    const sx = from + (start % w);
    if (label[start] !== -1 || !ink[Math.floor(start / w) * width + sx]) continue;
    const id = sizes.length;
    let size = 0;
    stack.push(start);
    label[start] = id;
    while (stack.length) {
      const p = stack.pop() as number;
      size++;
      const [px, py] = [p % w, Math.floor(p / w)];
      for (const [nx, ny] of [
        [px + 1, py],
        [px - 1, py],
        [px, py + 1],
        [px, py - 1],
      ] as const) {
        const q = ny * w + nx;
        if (nx < 0 || ny < 0 || nx >= w || ny >= height || label[q] !== -1) continue;
        if (!ink[ny * width + from + nx]) continue;
        label[q] = id;
        stack.push(q);
      }
    }
    sizes.push(size);
  }
  const largest = Math.max(0, ...sizes);
  const mask = new Float32Array(w * height);
  let [minX, minY, maxX, maxY] = [w, height, -1, -1];
  for (let p = 0; p < w * height; p++) {
    const id = label[p] ?? -1;
    if (id < 0 || (sizes[id] ?? 0) < Math.max(6 * SCALE * SCALE, largest * 0.2)) continue;
    mask[p] = 1;
    const [x, y] = [p % w, Math.floor(p / w)];
    [minX, minY, maxX, maxY] = [
      Math.min(minX, x),
      Math.min(minY, y),
      Math.max(maxX, x),
      Math.max(maxY, y),
    ];
  }
  if (maxX < 0) return null;
  return {
    raster: { mask, width: w, height },
    box: [minX, minY, maxX + 1 - minX, maxY + 1 - minY] as [number, number, number, number],
  };
}

/**
 * Reads one picture at a fixed grey threshold and at Otsu's, each as it is and opened (eroded
 * then dilated by 2 px, which wipes lines thinner than 5 px, the crossing curves, and keeps the
 * thicker letter strokes), keeping the surest of the four readings.
 */
export async function solvePicture(t: Templates, png: Buffer, length: number): Promise<string> {
  const { grey, width, height } = await greyPixels(png);
  let best = { text: '', score: -Infinity };
  const readings: Uint8Array[] = [];
  for (const level of [110, otsu(grey)]) {
    const ink = new Uint8Array(grey.length);
    for (let i = 0; i < grey.length; i++) ink[i] = (grey[i] ?? 255) < level ? 1 : 0;
    readings.push(ink, morph(morph(ink, width, height, 2, true), width, height, 2, false));
  }
  for (const ink of readings) {
    const edges = cut(ink, width, height, length);
    let [text, score] = ['', 0];
    for (let i = 0; i < length; i++) {
      const part = boxInk(ink, width, height, edges[i] ?? 0, edges[i + 1] ?? width);
      if (!part) {
        text += '?';
        continue;
      }
      const [, , bw, bh] = part.box;
      const found = bestLetter(t, shape(part.raster, part.box), Math.log(bw / bh));
      text += found.letter;
      score += found.score;
    }
    if (score > best.score) best = { text, score };
  }
  return best.text;
}
