export {
  defaultEmiCalculatorLabels,
  defaultEmiRanges,
  defaultEmiValue,
  EmiCalculator,
  type EmiCalculatorLabels,
  type EmiCalculatorProps,
  type EmiRange,
  type EmiValue,
} from './EmiCalculator.tsx';
export type { FeeUnit } from './EmiFee.tsx';
