/** The solver's sound tools: WAV reading, resampling, an FFT, spoken stretches. */

/** A mono WAV (8-bit unsigned or 16-bit signed PCM) as samples in −1…1 and its rate. */
export function readWav(wav: Uint8Array): { samples: Float32Array; rate: number } {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const rate = view.getUint32(24, true);
  const bits = view.getUint16(34, true);
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const id = String.fromCharCode(...wav.subarray(offset, offset + 4));
    const size = view.getUint32(offset + 4, true);
    if (id === 'data') break;
    offset += 8 + size;
  }
  const start = offset + 8;
  const size = Math.min(view.getUint32(offset + 4, true), wav.length - start);
  const count = bits === 16 ? size >> 1 : size;
  const samples = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    samples[i] =
      bits === 16
        ? view.getInt16(start + 2 * i, true) / 32768
        : ((wav[start + i] ?? 128) - 128) / 128;
  }
  return { samples, rate };
}

/** Linear resampling to `to` Hz (after a box filter when going down, against aliasing). */
export function resample(samples: Float32Array, from: number, to: number): Float32Array {
  if (from === to) return samples;
  const ratio = from / to;
  const width = Math.max(1, Math.round(ratio));
  const out = new Float32Array(Math.floor(samples.length / ratio));
  for (let i = 0; i < out.length; i++) {
    const at = i * ratio;
    let sum = 0;
    for (let k = 0; k < width; k++) {
      const p = Math.min(samples.length - 1, Math.floor(at) + k);
      sum += samples[p] ?? 0;
    }
    out[i] = sum / width;
  }
  return out;
}

const twiddles = new Map<number, Float64Array>();

/** In-place iterative radix-2 FFT (inverse when `inverse`); length a power of two. */
export function fft(re: Float64Array, im: Float64Array, inverse = false): void {
  const n = re.length;
  let table = twiddles.get(n);
  if (!table) {
    // cos and sin of −2πk/n for k < n/2, shared by every stage.
    table = new Float64Array(n);
    for (let k = 0; k < n / 2; k++) {
      table[2 * k] = Math.cos((-2 * Math.PI * k) / n);
      table[2 * k + 1] = Math.sin((-2 * Math.PI * k) / n);
    }
    twiddles.set(n, table);
  }
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      const r = re[i] as number;
      re[i] = re[j] as number;
      re[j] = r;
      const m = im[i] as number;
      im[i] = im[j] as number;
      im[j] = m;
    }
  }
  const sign = inverse ? -1 : 1;
  for (let len = 2; len <= n; len <<= 1) {
    const half = len >> 1;
    const stride = n / len;
    for (let i = 0; i < n; i += len) {
      for (let k = 0; k < half; k++) {
        const cr = table[2 * k * stride] as number;
        const ci = sign * (table[2 * k * stride + 1] as number);
        const a = i + k;
        const b = a + half;
        const xr = (re[b] as number) * cr - (im[b] as number) * ci;
        const xi = (re[b] as number) * ci + (im[b] as number) * cr;
        re[b] = (re[a] as number) - xr;
        im[b] = (im[a] as number) - xi;
        re[a] = (re[a] as number) + xr;
        im[a] = (im[a] as number) + xi;
      }
    }
  }
  if (inverse) {
    for (let i = 0; i < n; i++) {
      re[i] = (re[i] as number) / n;
      im[i] = (im[i] as number) / n;
    }
  }
}

/**
 * The `count` spoken stretches: frames of 20 ms louder than the quiet floor, gaps under 150 ms
 * bridged, then the closest neighbours joined (or the longest split at its quietest frame) until
 * there are `count`. Returned as [start, end) sample indices, padded by 40 ms.
 */
export function spokenStretches(samples: Float32Array, rate: number, count: number) {
  const frame = Math.round(rate * 0.02);
  const energy = new Float32Array(Math.floor(samples.length / frame));
  for (let f = 0; f < energy.length; f++) {
    let sum = 0;
    for (let i = f * frame; i < (f + 1) * frame; i++) sum += (samples[i] ?? 0) ** 2;
    energy[f] = Math.sqrt(sum / frame);
  }
  const sorted = [...energy].sort((a, b) => a - b);
  const floor = sorted[Math.floor(sorted.length * 0.15)] ?? 0;
  const loud = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
  const threshold = floor + (loud - floor) * 0.2;
  let runs: [number, number][] = [];
  for (let f = 0; f < energy.length; f++) {
    if ((energy[f] ?? 0) < threshold) continue;
    const last = runs.at(-1);
    if (last && f - last[1] <= 7) last[1] = f + 1;
    else runs.push([f, f + 1]);
  }
  runs = runs.filter(([a, b]) => b - a >= 3);
  while (runs.length > count) {
    let join = 0;
    for (let i = 1; i < runs.length - 1; i++) {
      const gap = (runs[i + 1] as number[])[0]! - (runs[i] as number[])[1]!;
      const best = (runs[join + 1] as number[])[0]! - (runs[join] as number[])[1]!;
      if (gap < best) join = i;
    }
    runs.splice(join, 2, [(runs[join] as number[])[0]!, (runs[join + 1] as number[])[1]!]);
  }
  while (runs.length > 0 && runs.length < count) {
    let longest = 0;
    runs.forEach(([a, b], i) => {
      if (b - a > runs[longest]![1] - runs[longest]![0]) longest = i;
    });
    const [a, b] = runs[longest]!;
    let quiet = a + 1;
    for (let f = a + 2; f < b - 1; f++) if ((energy[f] ?? 0) < (energy[quiet] ?? 0)) quiet = f;
    runs.splice(longest, 1, [a, quiet], [quiet, b]);
  }
  const pad = Math.round(rate * 0.04);
  return runs.map(([a, b]) => [
    Math.max(0, a * frame - pad),
    Math.min(samples.length, b * frame + pad),
  ]);
}
