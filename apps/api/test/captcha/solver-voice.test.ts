import { expect, test } from 'vitest';
import { CAPTCHA_ALPHABET } from '../../src/captcha/picture.ts';
import { CAPTCHA_LENGTH } from '../../src/captcha/service.ts';
import { composeRecording, recordingWav } from '../../src/captcha/voice.ts';
import { listeningFigures } from './legibility.ts';
import { MOST_SOLVED, randomAnswer, Tally } from './tally.ts';
import { synthesisedReferences } from './voice-references.ts';
import { solveRecording } from './voice-solver.ts';

// The recording attack, run on every test: recordings in each language (the Hindi voice has fewer
// variants, so it is attacked too), each spoken stretch compared with every letter in two of the
// API's own voices of that language (64 references), by waveform and by spectrum.
const REFERENCE_VOICES = 2;

test.each([
  ['en', 200],
  ['hi', 100],
] as const)(
  '%s: a script solves at most 1 in 20 of %i recordings, which stay clear',
  {
    timeout: 300_000,
  },
  async (language, RECORDINGS) => {
    const refs = await synthesisedReferences(CAPTCHA_ALPHABET, REFERENCE_VOICES, language);
    const waveform = new Tally('waveform cross-correlation per spoken stretch');
    const spectrum = new Tally('spectrum shape per spoken stretch');
    let [slowest, fastest, quietest, synthesis] = [Infinity, 0, Infinity, 0];
    for (let n = 0; n < RECORDINGS; n++) {
      const answer = randomAnswer();
      let at = performance.now();
      const recording = await composeRecording(answer, language);
      const wav = recordingWav(recording);
      synthesis += performance.now() - at;
      const figures = listeningFigures(recording, CAPTCHA_LENGTH);
      slowest = Math.min(slowest, figures.lettersPerSecond);
      fastest = Math.max(fastest, figures.lettersPerSecond);
      quietest = Math.min(quietest, figures.speechToNoiseDb);
      at = performance.now();
      const guesses = solveRecording(wav, refs, CAPTCHA_LENGTH);
      const took = (performance.now() - at) / 2;
      waveform.add(guesses.waveform, answer, took);
      spectrum.add(guesses.spectrum, answer, took);
    }
    console.info(
      [
        `captcha recordings in ${language} against the solver (${refs.length} reference letters, synthesis ${(synthesis / RECORDINGS).toFixed(0)} ms each):`,
        `  ${waveform}`,
        `  ${spectrum}`,
        `  listening: ${slowest.toFixed(2)}–${fastest.toFixed(2)} letters a second; speech at least ${quietest.toFixed(1)} dB over its background`,
      ].join('\n'),
    );
    expect(waveform.rate).toBeLessThanOrEqual(MOST_SOLVED);
    expect(spectrum.rate).toBeLessThanOrEqual(MOST_SOLVED);
    expect(fastest).toBeLessThanOrEqual(2);
    expect(quietest).toBeGreaterThanOrEqual(12);
  },
);

test('a Hindi recording is spoken by a Hindi voice, an English one by an English voice', async () => {
  expect((await composeRecording('A7', 'hi')).voice).toMatch(/^hi\+/);
  expect((await composeRecording('A7', 'en')).voice).toMatch(/^en/);
});
