// Records the captcha's characters once with Debian's espeak-ng (apt-get install espeak-ng) and
// writes them as 8-bit 11,025 Hz mono clips to src/captcha/voice/<character>.pcm, committed, so
// no machine that runs the API needs a speech synthesiser. Run: node scripts/make-captcha-voice.ts
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CAPTCHA_ALPHABET } from '../src/captcha/picture.ts';

const out = path.resolve(import.meta.dirname, '../src/captcha/voice');
fs.mkdirSync(out, { recursive: true });
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-'));

for (const ch of CAPTCHA_ALPHABET) {
  const wav = path.join(tmp, `${ch}.wav`);
  // Spoken slowly and clearly, as a letter's name or a digit.
  execFileSync('espeak-ng', ['-v', 'en-gb', '-s', '120', '-a', '150', '-w', wav, ch]);
  const data = fs.readFileSync(wav);
  // The canonical 44-byte header of espeak-ng's output: 16-bit mono 22,050 Hz.
  if (data.readUInt16LE(22) !== 1 || data.readUInt32LE(24) !== 22050) {
    throw new Error(`${ch}: unexpected WAV format`);
  }
  const samples = new Int16Array(
    data.buffer.slice(data.byteOffset + 44, data.byteOffset + data.length),
  );
  // Trim the silence around the word, then halve the rate (averaging pairs) and keep 8 bits.
  let start = 0;
  let end = samples.length;
  while (start < end && Math.abs(samples[start] ?? 0) < 300) start++;
  while (end > start && Math.abs(samples[end - 1] ?? 0) < 300) end--;
  const pcm = Buffer.alloc(Math.floor((end - start) / 2));
  for (let i = 0; i < pcm.length; i++) {
    const a = samples[start + 2 * i] ?? 0;
    const b = samples[start + 2 * i + 1] ?? 0;
    pcm[i] = Math.max(0, Math.min(255, Math.round((a + b) / 2 / 256) + 128));
  }
  fs.writeFileSync(path.join(out, `${ch}.pcm`), pcm);
}
fs.rmSync(tmp, { recursive: true, force: true });
console.info(`wrote ${CAPTCHA_ALPHABET.length} clips to ${path.relative(process.cwd(), out)}`);
