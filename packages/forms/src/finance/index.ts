export * from './emi.ts';
export * from './irr.ts';
export * from './key-facts.ts';
