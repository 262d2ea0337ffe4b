import { describe, expect, it } from 'vitest';
import { textGaps } from '@tailor/shared/locales/text-gaps';
import { BILL_LABELS } from './bill-labels';
import { GST_LABELS } from './gst-labels';

describe('the texts of bills, receipts and tax invoices', () => {
  it.each([
    ['bills and receipts', BILL_LABELS],
    ['tax invoices and notes', GST_LABELS],
  ])('%s have every text in all five languages, with the same values', (_document, labels) => {
    expect(textGaps(labels)).toEqual([]);
  });
});
