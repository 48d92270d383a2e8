/** The IRR lives in @company/forms beside the APR that uses it. */
export { monthlyIrr } from '@company/forms/finance';
