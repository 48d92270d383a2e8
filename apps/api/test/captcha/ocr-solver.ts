import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, PSM } from 'tesseract.js';

/**
 * Plain OCR: Tesseract's LSTM model for English, from the installed @tesseract.js-data/eng
 * package (never the CDN: `langPath` is a local folder and nothing is cached), told the picture
 * is one line of the captcha's letters. It reads each picture as it is and in black and white
 * (dark pixels only, as the template solver sees it), and keeps the reading with more letters.
 */
export async function ocrReader(alphabet: string) {
  const langPath = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')),
    '4.0.0_best_int',
  );
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath,
    gzip: true,
    cacheMethod: 'none',
  });
  await worker.setParameters({
    tessedit_char_whitelist: alphabet,
    tessedit_pageseg_mode: PSM.SINGLE_LINE,
  });
  return {
    async read(png: Buffer, length: number): Promise<string> {
      const inked = await sharp(png).greyscale().threshold(110).png().toBuffer();
      const readings: string[] = [];
      for (const picture of [png, inked]) {
        const { data } = await worker.recognize(picture);
        readings.push(data.text.replace(/[^A-Z0-9]/g, ''));
      }
      return readings.find((r) => r.length === length) ?? readings[0] ?? '';
    },
    stop: () => worker.terminate(),
  };
}
