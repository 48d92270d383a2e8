import type { Language } from '@company/forms/i18n';
import { CAPTCHA_ACCENTS, CAPTCHA_VARIANTS, speak } from '../../src/captcha/speech.ts';
import { references } from './voice-solver.ts';
import { spokenStretches } from './wave.ts';

/**
 * The attacker's reference recordings for the synthesised audio: every letter from the API's own
 * synthesiser, in `count` of its voices in `language` (spread over its accents and variants) at their middle
 * pitch, speed and pace, each voice speaking the alphabet with long pauses, cut at the pauses.
 */
export async function synthesisedReferences(
  alphabet: string,
  count: number,
  language: Language = 'en',
) {
  const accents = CAPTCHA_ACCENTS[language];
  const clips: { letter: string; samples: Float32Array; rate: number }[] = [];
  for (let v = 0; v < count; v++) {
    const voice = `${accents[v % accents.length]}+${CAPTCHA_VARIANTS[(v * 3) % CAPTCHA_VARIANTS.length]}`;
    const ssml = [...alphabet]
      .map(
        (ch) =>
          `<prosody rate="85%"><say-as interpret-as="characters">${ch}</say-as></prosody><break time="900ms"/>`,
      )
      .join('');
    const spoken = await speak(voice, `<speak>${ssml}</speak>`, ['-p', '50', '-s', '148']);
    const stretches = spokenStretches(spoken.samples, spoken.rate, alphabet.length);
    stretches.forEach(([from, to], i) => {
      clips.push({
        letter: alphabet[i] ?? '?',
        samples: spoken.samples.slice(from, to),
        rate: spoken.rate,
      });
    });
  }
  return references(clips);
}
