import fs from 'node:fs';
import { createRequire } from 'node:module';
import ESpeakNg from 'espeak-ng';

/**
 * espeak-ng compiled to WebAssembly (npm `espeak-ng`), run in-process: no binary to install on
 * the machine that runs the API. Its module is compiled once, on the first recording; each
 * recording then gets a fresh instance (about 100–200 ms and 32 MB, freed afterwards), since the
 * build runs its command line once per instance.
 */
const wasmFile = createRequire(import.meta.url).resolve('espeak-ng/dist/espeak-ng.wasm');
let compiled: Promise<WebAssembly.Module> | undefined;

/**
 * The accents of each language's recordings. espeak-ng has one Hindi voice: it says the digits in
 * Hindi and the Latin letters by their English names, as a Hindi speaker reads them out.
 */
export const CAPTCHA_ACCENTS = {
  en: ['en', 'en-US', 'en-GB-x-rp', 'en-GB-scotland', 'en-029'],
  hi: ['hi'],
} as const;
/** Voice variants (each changes formants, breathiness and pitch). */
export const CAPTCHA_VARIANTS = ['m1', 'm2', 'm3', 'm4', 'm6', 'm7', 'f1', 'f2', 'f3', 'f4', 'f5'];

export interface Spoken {
  samples: Float32Array;
  rate: number;
}

/** Speaks SSML in `voice` (accent+variant); the output is 16-bit mono PCM at 22,050 Hz. */
export async function speak(voice: string, ssml: string, extra: string[] = []): Promise<Spoken> {
  compiled ??= WebAssembly.compile(fs.readFileSync(wasmFile));
  const module = await compiled;
  const errors: string[] = [];
  const engine = await ESpeakNg({
    arguments: ['-m', '-v', voice, ...extra, '-w', '/out.wav', ssml],
    print: () => {},
    printErr: (line: string) => errors.push(line),
    instantiateWasm(
      imports: WebAssembly.Imports,
      done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
    ) {
      void WebAssembly.instantiate(module, imports).then((instance) => {
        // The build runs the whole command line inside `done`, and its file system throws an
        // error object for every file it looks for and misses, each capturing a stack trace: a
        // quarter of a recording's time. No stack is wanted there, so none is captured.
        const limit = Error.stackTraceLimit;
        Error.stackTraceLimit = 0;
        try {
          done(instance, module);
        } finally {
          Error.stackTraceLimit = limit;
        }
      });
      return {};
    },
  });
  let wav: Uint8Array;
  try {
    wav = engine.FS.readFile('/out.wav');
  } catch {
    throw new Error(`espeak-ng wrote no audio: ${errors.join('; ')}`);
  }
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  // espeak-ng writes the canonical 44-byte header.
  const samples = new Float32Array((wav.length - 44) >> 1);
  for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(44 + 2 * i, true) / 32768;
  return { samples, rate: view.getUint32(24, true) };
}
