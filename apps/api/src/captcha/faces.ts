import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import opentype from 'opentype.js';

const require = createRequire(import.meta.url);

function load(file: string): opentype.Font {
  const data = fs.readFileSync(file);
  return opentype.parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
}

const dejavu = (file: string) =>
  path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf', file);
/** Latin WOFF files of the pinned @fontsource packages (hand-drawn and typewriter faces). */
const fontsource = (name: string, weight: number) =>
  path.join(
    path.dirname(require.resolve(`@fontsource/${name}/package.json`)),
    'files',
    `${name}-latin-${weight}-normal.woff`,
  );

/**
 * The faces a captcha's letters are drawn from, one picked per letter: bold DejaVu faces and
 * four hand-drawn or typewriter faces, whose letters differ from one another far more than the
 * DejaVu faces do. Left out after a look at their alphabets: Caveat (old-style digits, small and
 * descending), Patrick Hand and Architects Daughter (strokes as thin as the crossing curves). Each letter's outline is then warped on its own (picture.ts), so no face's
 * outline reaches the picture unchanged.
 */
export const CAPTCHA_FACES: opentype.Font[] = [
  dejavu('DejaVuSans-Bold.ttf'),
  dejavu('DejaVuSerif-Bold.ttf'),
  dejavu('DejaVuSansMono-Bold.ttf'),
  dejavu('DejaVuSans-BoldOblique.ttf'),
  dejavu('DejaVuSerif-BoldItalic.ttf'),
  fontsource('kalam', 700),
  fontsource('permanent-marker', 400),
  fontsource('special-elite', 400),
  fontsource('comic-neue', 700),
].map(load);
