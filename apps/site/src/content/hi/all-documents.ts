// The Hindi company pages link to the same files as the English ones: the English list, which in
// the Hindi build reads the Hindi governance and grievance modules (the same documents).
export { companyPageDocuments } from '../all-documents.ts';
