/**
 * Centres a feature vector on zero and scales it to length one, in place, so two vectors
 * compare by their dot product alone (the picture and the voice solvers both match that way).
 */
export function centredUnit(out: Float32Array): Float32Array {
  let mean = 0;
  for (const v of out) mean += v;
  mean /= out.length;
  let norm = 0;
  for (let i = 0; i < out.length; i++) {
    out[i] = (out[i] ?? 0) - mean;
    norm += (out[i] ?? 0) ** 2;
  }
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < out.length; i++) out[i] = (out[i] ?? 0) / norm;
  return out;
}
