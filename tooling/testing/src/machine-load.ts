import os from 'node:os';

/**
 * The machine's load averages (1, 5 and 15 minutes), printed beside every timing: figures move
 * with load by a factor of two or more, so a figure without its load cannot be compared.
 */
export const loadAverages = (digits = 2): string =>
  os
    .loadavg()
    .map((average) => average.toFixed(digits))
    .join(' ');
