import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Share of differing pixels tolerated (anti-aliasing noise), and per-pixel colour threshold. */
export const maxDiffRatio = 0.001;
const pixelThreshold = 0.1;

export interface Comparison {
  changedPixels: number;
  /** Changed pixels over the larger picture's area. */
  ratio: number;
  resized: boolean;
  baselineSize: { width: number; height: number };
  actualSize: { width: number; height: number };
  /** The difference as a PNG: changed pixels in red over a faded baseline. */
  diff: () => Buffer;
}

/** A PNG's size from its header (IHDR), without decoding it. */
export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The picture on a white canvas of the given size, so two sizes can still be compared. */
function padded(png: PNG, width: number, height: number): Buffer {
  if (png.width === width && png.height === height) return png.data;
  const canvas = new PNG({ width, height });
  canvas.data.fill(255);
  PNG.bitblt(png, canvas, 0, 0, png.width, png.height, 0, 0);
  return canvas.data;
}

/** Compares a baseline with a new picture; a size change is compared on the larger canvas. */
export function compare(baseline: Buffer, actual: Buffer): Comparison {
  const expected = PNG.sync.read(baseline);
  const got = PNG.sync.read(actual);
  const width = Math.max(expected.width, got.width);
  const height = Math.max(expected.height, got.height);
  const diff = new PNG({ width, height });
  const changedPixels = pixelmatch(
    padded(expected, width, height),
    padded(got, width, height),
    diff.data,
    width,
    height,
    { threshold: pixelThreshold },
  );
  return {
    changedPixels,
    ratio: changedPixels / (width * height),
    resized: expected.width !== got.width || expected.height !== got.height,
    baselineSize: { width: expected.width, height: expected.height },
    actualSize: { width: got.width, height: got.height },
    diff: () => PNG.sync.write(diff),
  };
}
