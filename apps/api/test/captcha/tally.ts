import crypto from 'node:crypto';
import { CAPTCHA_ALPHABET } from '../../src/captcha/picture.ts';
import { CAPTCHA_LENGTH } from '../../src/captcha/service.ts';

/** The most a solver may get right: 1 in 20 captchas. */
export const MOST_SOLVED = 1 / 20;

/** A random answer, drawn as the service draws one. */
export function randomAnswer(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) {
    text += CAPTCHA_ALPHABET[crypto.randomInt(0, CAPTCHA_ALPHABET.length)];
  }
  return text;
}

/** Whole captchas and single letters a solver got right, and the time it took. */
export class Tally {
  tries = 0;
  solved = 0;
  letters = 0;
  milliseconds = 0;

  readonly name: string;

  constructor(name: string) {
    this.name = name;
  }

  add(guess: string, answer: string, milliseconds: number) {
    this.tries++;
    this.milliseconds += milliseconds;
    if (guess === answer) this.solved++;
    for (let i = 0; i < answer.length; i++) if (guess[i] === answer[i]) this.letters++;
  }

  get rate() {
    return this.solved / this.tries;
  }

  toString() {
    const letters = (100 * this.letters) / (this.tries * CAPTCHA_LENGTH);
    return `${this.name}: ${this.solved}/${this.tries} solved (${(100 * this.rate).toFixed(1)} %), ${letters.toFixed(1)} % of letters (chance ${(100 / CAPTCHA_ALPHABET.length).toFixed(1)} %), ${(this.milliseconds / this.tries).toFixed(0)} ms each`;
  }
}
