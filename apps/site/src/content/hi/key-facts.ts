// The Key Facts Statement in Hindi, as the API's Hindi PDF words it.
export { hindiKeyFactsWords as keyFactsWords } from '@company/forms/hi';
