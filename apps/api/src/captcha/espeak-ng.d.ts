// The npm `espeak-ng` build ships no types: the part of its Emscripten module the API uses.
declare module 'espeak-ng' {
  interface ESpeakNgOptions {
    arguments: string[];
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    instantiateWasm?: (
      imports: WebAssembly.Imports,
      done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
    ) => object;
  }
  interface ESpeakNgInstance {
    FS: { readFile(path: string): Uint8Array };
  }
  export default function ESpeakNg(options: ESpeakNgOptions): Promise<ESpeakNgInstance>;
}
