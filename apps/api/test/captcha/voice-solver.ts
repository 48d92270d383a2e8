import { centredUnit } from './unit-vector.ts';
import { fft, readWav, resample, spokenStretches } from './wave.ts';

/**
 * The recording attack: the recording cut into its six spoken stretches, each compared with
 * every reference recording of every letter (the API's own clips or voices), two ways: the
 * waveform's normalised cross-correlation at its best lag, and the shape of its spectrum over
 * time (16 bands × 16 steps), which does not care about phase or small shifts.
 */
export const SOLVER_RATE = 8000;
/** The waveforms are correlated at 6 kHz: as sure as at 8 kHz on the old clips, in half the time. */
const WAVEFORM_RATE = 6000;

export interface Reference {
  letter: string;
  samples: Float32Array;
}

interface Prepared extends Reference {
  /** The reference at WAVEFORM_RATE, and its length as a vector. */
  wave: Float32Array;
  norm: number;
  profile: Float32Array;
  spectra: Map<number, [Float64Array, Float64Array]>;
}

const BANDS = 16;
const STEPS = 16;
const FRAME = 256;

/** 16 log band energies per 16 ms step, resampled to 16 steps, centred and of unit length. */
function profile(samples: Float32Array): Float32Array {
  const frames: Float32Array[] = [];
  const re = new Float64Array(FRAME);
  const im = new Float64Array(FRAME);
  for (let start = 0; start + FRAME <= samples.length; start += FRAME / 2) {
    for (let i = 0; i < FRAME; i++) {
      re[i] = (samples[start + i] ?? 0) * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / FRAME));
      im[i] = 0;
    }
    fft(re, im);
    const bands = new Float32Array(BANDS);
    for (let b = 0; b < BANDS; b++) {
      // Bands spaced evenly on a log scale from 100 Hz to 3.8 kHz.
      const lo = Math.floor(((100 * 38 ** (b / BANDS)) / SOLVER_RATE) * FRAME);
      const hi = Math.max(
        lo + 1,
        Math.floor(((100 * 38 ** ((b + 1) / BANDS)) / SOLVER_RATE) * FRAME),
      );
      let sum = 0;
      for (let k = lo; k < hi; k++) sum += (re[k] ?? 0) ** 2 + (im[k] ?? 0) ** 2;
      bands[b] = Math.log(sum + 1e-6);
    }
    frames.push(bands);
  }
  const out = new Float32Array(BANDS * STEPS);
  if (frames.length === 0) return out;
  for (let s = 0; s < STEPS; s++) {
    const at = (s / (STEPS - 1)) * (frames.length - 1);
    const [a, b] = [frames[Math.floor(at)], frames[Math.ceil(at)]] as Float32Array[];
    for (let k = 0; k < BANDS; k++) {
      out[s * BANDS + k] =
        (a?.[k] ?? 0) * (1 - (at - Math.floor(at))) + (b?.[k] ?? 0) * (at - Math.floor(at));
    }
  }
  return centredUnit(out);
}

export function prepareReferences(references: Reference[]): Prepared[] {
  return references.map((r) => {
    const wave = resample(r.samples, SOLVER_RATE, WAVEFORM_RATE);
    let energy = 0;
    for (const v of wave) energy += v * v;
    return { ...r, wave, norm: Math.sqrt(energy), profile: profile(r.samples), spectra: new Map() };
  });
}

function spectrum(ref: Prepared, n: number) {
  let cached = ref.spectra.get(n);
  if (!cached) {
    const re = new Float64Array(n);
    const im = new Float64Array(n);
    re.set(ref.wave);
    fft(re, im);
    cached = [re, im];
    ref.spectra.set(n, cached);
  }
  return cached;
}

/** The stretch centred in n samples (zeros both sides), its spectrum and running energy. */
function stretchSpectrum(stretch: Float32Array, n: number) {
  const re = new Float64Array(n);
  const im = new Float64Array(n);
  re.set(stretch, (n - stretch.length) >> 1);
  const squares = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) squares[i + 1] = (squares[i] as number) + (re[i] as number) ** 2;
  fft(re, im);
  return { re, im, squares };
}

/**
 * The best normalised cross-correlation of `stretch` with each reference, at every lag where the
 * reference overlaps it (hanging over either end, or longer than it). Each pair of references
 * (shortest first) uses the shortest transform that holds the stretch with the longer of the two
 * on either side.
 */
function correlations(stretch: Float32Array, refs: Prepared[]): Float32Array {
  const scores = new Float32Array(refs.length);
  const byLength = refs
    .map((_, k) => k)
    .sort((a, b) => (refs[a]?.wave.length ?? 0) - (refs[b]?.wave.length ?? 0));
  const spectra = new Map<number, ReturnType<typeof stretchSpectrum>>();
  for (let p = 0; p < byLength.length; p += 2) {
    const pair = byLength.slice(p, p + 2).map((k) => [k, refs[k] as Prepared] as const);
    let n = 1;
    while (n < stretch.length + 2 * Math.max(...pair.map(([, r]) => r.wave.length))) n <<= 1;
    let s = spectra.get(n);
    if (!s) {
      s = stretchSpectrum(stretch, n);
      spectra.set(n, s);
    }
    const { re, im, squares } = s;
    const [ar, ai] = spectrum(pair[0]?.[1] as Prepared, n);
    const second = pair[1]?.[1];
    const [br, bi] = second ? spectrum(second, n) : [new Float64Array(n), new Float64Array(n)];
    const [pr, pi] = [new Float64Array(n), new Float64Array(n)];
    // Two references per inverse FFT: both correlations are real, so one rides in the imaginary part.
    for (let i = 0; i < n; i++) {
      const [sr, si] = [re[i] as number, im[i] as number];
      // S × conj(A) + i · S × conj(B)
      const xr = sr * (ar[i] as number) + si * (ai[i] as number);
      const xi = si * (ar[i] as number) - sr * (ai[i] as number);
      const yr = sr * (br[i] as number) + si * (bi[i] as number);
      const yi = si * (br[i] as number) - sr * (bi[i] as number);
      pr[i] = xr - yi;
      pi[i] = xi + yr;
    }
    fft(pr, pi, true);
    pair.forEach(([index, ref], which) => {
      const part = which === 0 ? pr : pi;
      const len = ref.wave.length;
      // The largest p / √w, compared as p² / w to save a square root per lag.
      // Windows with next to no sound (the zeros) are skipped: rounding noise over nothing.
      const quiet = (squares[n] as number) * 1e-4;
      let [bestP, bestW] = [0, 1];
      for (let lag = 0; lag + len <= n; lag++) {
        const c = part[lag] as number;
        if (c <= 0) continue;
        const w = (squares[lag + len] as number) - (squares[lag] as number);
        if (w <= quiet) continue;
        if (c * c * bestW > bestP * bestP * w) [bestP, bestW] = [c, w];
      }
      scores[index] = bestP / (Math.sqrt(bestW) * ref.norm);
    });
  }
  return scores;
}

export interface VoiceGuesses {
  waveform: string;
  spectrum: string;
}

/** Reads one recording both ways. */
export function solveRecording(wav: Uint8Array, refs: Prepared[], length: number): VoiceGuesses {
  const { samples: raw, rate } = readWav(wav);
  const samples = resample(raw, rate, SOLVER_RATE);
  const guesses = { waveform: '', spectrum: '' };
  for (const [from, to] of spokenStretches(samples, SOLVER_RATE, length)) {
    const stretch = samples.subarray(from, to);
    const scores = correlations(resample(stretch, SOLVER_RATE, WAVEFORM_RATE), refs);
    let best = 0;
    scores.forEach((s, k) => {
      if (s > (scores[best] ?? 0)) best = k;
    });
    guesses.waveform += refs[best]?.letter ?? '?';
    const shape = profile(stretch);
    let [bestShape, bestScore] = [0, -Infinity];
    refs.forEach((ref, k) => {
      let dot = 0;
      for (let i = 0; i < shape.length; i++) dot += (shape[i] ?? 0) * (ref.profile[i] ?? 0);
      if (dot > bestScore) [bestShape, bestScore] = [k, dot];
    });
    guesses.spectrum += refs[bestShape]?.letter ?? '?';
  }
  return guesses;
}

/** References from raw clips at any rate. */
export function references(clips: { letter: string; samples: Float32Array; rate: number }[]) {
  return prepareReferences(
    clips.map((c) => ({ letter: c.letter, samples: resample(c.samples, c.rate, SOLVER_RATE) })),
  );
}
