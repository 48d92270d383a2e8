import sharp from 'sharp';

// The picture's pixels made ink: grey levels, a threshold, erosion and dilation.

/** The picture as grey levels 0–255. */
export async function greyPixels(png: Buffer) {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { grey: new Uint8Array(data), width: info.width, height: info.height };
}

/** Otsu's threshold: the grey level that best splits the picture in two. */
export function otsu(grey: Uint8Array): number {
  const hist = new Float64Array(256);
  for (const g of grey) hist[g] = (hist[g] ?? 0) + 1;
  let total = 0;
  for (let i = 0; i < 256; i++) total += i * (hist[i] ?? 0);
  let [wB, sumB, best, level] = [0, 0, 0, 128];
  for (let t = 0; t < 256; t++) {
    wB += hist[t] ?? 0;
    if (wB === 0 || wB === grey.length) continue;
    sumB += t * (hist[t] ?? 0);
    const wF = grey.length - wB;
    const between = wB * wF * (sumB / wB - (total - sumB) / wF) ** 2;
    if (between > best) [best, level] = [between, t];
  }
  return level;
}

/**
 * Erosion (ink where the whole (2r+1)² square is ink) or dilation (where any of it is), as a
 * pass along rows then one along columns.
 */
export function morph(ink: Uint8Array, width: number, height: number, r: number, erode: boolean) {
  const pass = (input: Uint8Array, step: number, length: number, lines: number, stride: number) => {
    const out = new Uint8Array(input.length);
    for (let line = 0; line < lines; line++) {
      for (let i = 0; i < length; i++) {
        let all = 1;
        let any = 0;
        for (let d = Math.max(0, i - r); d <= Math.min(length - 1, i + r); d++) {
          const v = input[line * stride + d * step] ?? 0;
          all &= v;
          any |= v;
        }
        out[line * stride + i * step] = erode ? all : any;
      }
    }
    return out;
  };
  return pass(pass(ink, 1, width, height, width), width, height, width, 1);
}
