export {
  type FormatNumberOptions,
  formatIndianNumber,
  formatPercent,
  formatPercentRange,
  formatRupees,
} from './number.ts';
