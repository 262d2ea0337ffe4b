// The billing feature's public surface: the PDF fonts and text setting, for other documents
// made in the shop's language (the karigars' pay slips).
export { loadPdfFonts, type PdfFonts } from './pdf-fonts';
export { PdfText } from './pdf-text';
export type { PdfFile } from './billing.service';
