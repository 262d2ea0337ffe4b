// The billing feature's public surface: the PDF fonts and text setting, for other documents
// made in the shop's language (the karigars' pay slips); keeping an order's tax invoice as issued
// and issuing its credit and debit notes, for the order edits and cancellation.
export { loadPdfFonts, type PdfFonts } from './pdf-fonts';
export { adjustTaxInvoice, keepTaxInvoiceAsIssued } from './tax-invoice';
export { NO_DEFAULT_FONT, PdfText } from './pdf-text';
export type { PdfFile } from './billing.service';
