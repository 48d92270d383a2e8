export * from './emi.ts';
