import { expect, test } from 'vitest';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_FACES,
  layoutLetters,
  renderCaptcha,
} from '../../src/captcha/picture.ts';
import { CAPTCHA_LENGTH } from '../../src/captcha/service.ts';
import { letterHeight, lowestContrast } from './legibility.ts';
import { ocrReader } from './ocr-solver.ts';
import { buildTemplates, solvePicture } from './picture-solver.ts';
import { MOST_SOLVED, randomAnswer, Tally } from './tally.ts';

// The picture attack, run on every test: 200 pictures by template matching, and plain OCR on
// the first 40 of them (Tesseract takes longer and solves far less; the attack used 40 too).
const PICTURES = 200;
const OCR_PICTURES = 40;

test('a script solves at most 1 in 20 pictures, which stay legible', {
  timeout: 300_000,
}, async () => {
  const started = performance.now();
  const templates = buildTemplates(CAPTCHA_FACES, CAPTCHA_ALPHABET);
  const built = performance.now() - started;
  const ocr = await ocrReader(CAPTCHA_ALPHABET);
  const matching = new Tally('template matching per letter box');
  let smallest = Infinity;
  const reading = new Tally(`Tesseract OCR (first ${OCR_PICTURES} pictures)`);
  try {
    for (let n = 0; n < PICTURES; n++) {
      const answer = randomAnswer();
      const letters = layoutLetters(answer);
      smallest = Math.min(smallest, ...letters.map(letterHeight));
      const png = await renderCaptcha(answer, letters);
      let at = performance.now();
      matching.add(
        await solvePicture(templates, png, CAPTCHA_LENGTH),
        answer,
        performance.now() - at,
      );
      if (n < OCR_PICTURES) {
        at = performance.now();
        reading.add(await ocr.read(png, CAPTCHA_LENGTH), answer, performance.now() - at);
      }
    }
  } finally {
    await ocr.stop();
  }
  const contrast = lowestContrast();
  console.info(
    [
      `captcha pictures against the solver (${templates.letters.length} templates: ${CAPTCHA_ALPHABET.length} letters × ${CAPTCHA_FACES.length} faces × 15 angles, built in ${built.toFixed(0)} ms):`,
      `  ${matching}`,
      `  ${reading}`,
      `  legibility: lowest letter-to-background contrast ${contrast.toFixed(1)}:1 (WCAG text 4.5:1), smallest letter ${smallest.toFixed(1)} CSS px high in a 200 × 60 px picture, at every width from 412 px`,
    ].join('\n'),
  );
  expect(matching.rate).toBeLessThanOrEqual(MOST_SOLVED);
  expect(reading.rate).toBeLessThanOrEqual(MOST_SOLVED);
  expect(contrast).toBeGreaterThanOrEqual(7);
  expect(smallest).toBeGreaterThanOrEqual(14);
});
