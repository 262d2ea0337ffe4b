// The billing feature's public surface: keeping an order's tax invoice as issued and issuing its
// credit and debit notes, for the order edits and cancellation.
export { adjustTaxInvoice, keepTaxInvoiceAsIssued } from './tax-invoice';
