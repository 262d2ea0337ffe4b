// The payments feature's public surface: writing the payments ledger, for the order writes that
// take or give back money (the advance of a new order, the refund of a cancelled one).
export { recordPayment, type NewPayment } from './record-payment';
