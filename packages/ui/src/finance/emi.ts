/** The EMI arithmetic lives in @company/forms, so the API's loan schedule uses the same numbers. */
export * from '@company/forms/finance';
