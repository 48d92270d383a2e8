// The Key Facts Statement's words: the contracts' English here, their Hindi in content/hi (the
// same tables and figures in each language, as the PDF the API makes).
export { keyFactsWords } from '@company/forms/contracts';
