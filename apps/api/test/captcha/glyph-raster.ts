import type opentype from 'opentype.js';

type Point = [number, number];

/** A glyph's outline as closed polygons (curves cut into short lines), each point moved by `move`. */
export function glyphPolygons(
  font: opentype.Font,
  ch: string,
  size: number,
  move: (p: Point) => Point,
): Point[][] {
  const polygons: Point[][] = [];
  let current: Point[] = [];
  let last: Point = [0, 0];
  const STEPS = 6;
  for (const c of font.charToGlyph(ch).getPath(0, 0, size).commands) {
    if (c.type === 'M') {
      if (current.length > 2) polygons.push(current);
      current = [move([c.x, c.y])];
      last = [c.x, c.y];
    } else if (c.type === 'L') {
      current.push(move([c.x, c.y]));
      last = [c.x, c.y];
    } else if (c.type === 'Q') {
      for (let s = 1; s <= STEPS; s++) {
        const t = s / STEPS;
        const u = 1 - t;
        current.push(
          move([
            u * u * last[0] + 2 * u * t * c.x1 + t * t * c.x,
            u * u * last[1] + 2 * u * t * c.y1 + t * t * c.y,
          ]),
        );
      }
      last = [c.x, c.y];
    } else if (c.type === 'C') {
      for (let s = 1; s <= STEPS; s++) {
        const t = s / STEPS;
        const u = 1 - t;
        current.push(
          move([
            u ** 3 * last[0] + 3 * u * u * t * c.x1 + 3 * u * t * t * c.x2 + t ** 3 * c.x,
            u ** 3 * last[1] + 3 * u * u * t * c.y1 + 3 * u * t * t * c.y2 + t ** 3 * c.y,
          ]),
        );
      }
      last = [c.x, c.y];
    } else if (c.type === 'Z') {
      if (current.length > 2) polygons.push(current);
      current = [];
    }
  }
  if (current.length > 2) polygons.push(current);
  return polygons;
}

export interface Raster {
  mask: Float32Array;
  width: number;
  height: number;
}

/**
 * Fills polygons (non-zero winding) into a coverage mask just large enough to hold them, with
 * SUB × SUB samples per pixel: the solver's own rasteriser, so its thousands of templates cost
 * milliseconds rather than one image encoder call each.
 */
export function rasterise(polygons: Point[][], SUB = 2): Raster {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const poly of polygons) {
    for (const [x, y] of poly) {
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
  }
  const x0 = Math.floor(minX);
  const y0 = Math.floor(minY);
  const width = Math.max(1, Math.ceil(maxX) - x0);
  const height = Math.max(1, Math.ceil(maxY) - y0);
  const mask = new Float32Array(width * height);
  const crossings: { x: number; dir: number }[] = [];
  for (let sy = 0; sy < height * SUB; sy++) {
    const y = y0 + (sy + 0.5) / SUB;
    crossings.length = 0;
    for (const poly of polygons) {
      for (let i = 0; i < poly.length; i++) {
        const [ax, ay] = poly[i] as Point;
        const [bx, by] = poly[(i + 1) % poly.length] as Point;
        if (ay <= y !== by <= y) {
          crossings.push({ x: ax + ((y - ay) / (by - ay)) * (bx - ax), dir: by > ay ? 1 : -1 });
        }
      }
    }
    crossings.sort((a, b) => a.x - b.x);
    let winding = 0;
    for (let i = 0; i < crossings.length - 1; i++) {
      winding += (crossings[i] as { dir: number }).dir;
      if (winding === 0) continue;
      const from = (crossings[i] as { x: number }).x - x0;
      const to = (crossings[i + 1] as { x: number }).x - x0;
      for (let sx = Math.ceil(from * SUB - 0.5); sx + 0.5 <= to * SUB; sx++) {
        const px = Math.floor(sx / SUB);
        if (px >= 0 && px < width) {
          const index = Math.floor(sy / SUB) * width + px;
          mask[index] = (mask[index] ?? 0) + 1 / (SUB * SUB);
        }
      }
    }
  }
  return { mask, width, height };
}
