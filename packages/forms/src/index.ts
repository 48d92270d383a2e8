// Each pattern and helper lives in its own module and the package has no side effects, so a
// bundler keeps only what is imported: one pattern costs well under 1 kB and no yup.
export * from './input/index.ts';
export * from './patterns/index.ts';
export * from './schemas/index.ts';
