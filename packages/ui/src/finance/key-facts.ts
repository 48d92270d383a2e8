/** The APR arithmetic lives in @company/forms, so the API's Key Facts Statement uses the same numbers. */
export {
  annualPercentageRate,
  type ChargeFacts,
  type KeyFacts,
  type KeyFactsInput,
  keyFacts,
  type LoanCharge,
} from '@company/forms/finance';
