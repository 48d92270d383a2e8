// Writes the Hindi catalogue as a PO file for a translator's review:
//   node packages/forms/scripts/catalogue-po.ts > packages/forms/catalogues/hi.po
// The forms test checks the file in the repository matches the catalogue.
import { hindi } from '../src/hi/index.ts';
import { english, toPo } from '../src/i18n/index.ts';

process.stdout.write(toPo('hi', english, hindi));
