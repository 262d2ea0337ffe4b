// The billing feature's public surface: fetching and saving a PDF of the API, for other documents
// (the karigars' pay slips).
export { downloadPdf, logDownloadFailure } from './lib/download-pdf';
