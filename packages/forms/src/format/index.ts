export { inIndiaTime } from './india-time.ts';
