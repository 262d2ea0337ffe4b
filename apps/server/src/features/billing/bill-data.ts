import type { Language } from '@tailor/shared/constants';
import type { OrderStatus, OrderType, PaymentKind, PaymentType } from '@tailor/shared/orders';
import type { MeasurementUnit } from '@tailor/shared/measurements';
import type { TaxInvoice, TaxNote } from './tax-invoice';

/** A garment line as a bill prints it; price in rupees. */
export interface BillLine {
  name: string;
  price: number;
  measurements: Record<string, string>;
  /** The unit the measurements were taken in, written after each number. */
  measurementUnit: MeasurementUnit;
  note: string | null;
  assignee: string | null;
}

/** Everything a bill or receipt shows, gathered by the billing service. Amounts are rupees. */
export interface BillData {
  shop: {
    name: string;
    ownersName: string;
    address: string;
    district: string;
    state: string;
    pincode: string;
    phone: string | null;
    email: string | null;
    timeZone: string;
  };
  /** The order number as the shop prints it ('KT-12'). */
  billNumber: string;
  orderType: OrderType;
  status: OrderStatus;
  orderDate: string;
  dueDate: string;
  /** On a tax invoice, the name it was issued to. */
  customer: { name: string; mobileNo: string; address: string | null; gstin: string | null };
  /** On a tax invoice, the lines it was issued with; else the order's. */
  lines: BillLine[];
  /** The order's total, advance, paid so far and remaining as orderAmounts derives them. */
  total: number;
  advance: number;
  paid: number;
  remaining: number;
  /** The link that pays the remaining amount by UPI (upi.ts), null when none is due or no UPI ID is set. */
  upiPaymentLink: string | null;
  payments: { at: Date; kind: PaymentKind; method: PaymentType; amount: number }[];
  /** Set when the order has a GST tax invoice: the bill and receipt are then tax invoices. */
  taxInvoice: TaxInvoice | null;
  /** The credit and debit notes against the invoice, oldest first, each with its lines. */
  taxNotes: { note: TaxNote; lines: BillLine[] }[];
  generatedAt: Date;
  /** The shop's customer language: every fixed text is written in it. */
  language: Language;
}

/**
 * shop: the shop's copy, with the customer's contact details, measurements, notes and tailors.
 * customer: what the customer may see through their link: their own phone and address, as a bill
 * made out to them carries, but no measurements, notes or staff names, as on the shared order page.
 */
export type BillCopy = 'shop' | 'customer';
