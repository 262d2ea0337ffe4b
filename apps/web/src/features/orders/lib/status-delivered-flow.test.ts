import { describe, expect, it } from 'vitest';
import { paymentBeforeStatus } from './status-delivered-flow';

const newOrder = (totalAmount: number, remainingAmount: number) => ({
  orderType: 'new' as const,
  totalAmount,
  remainingAmount,
});
const alteration = (totalAmount: number, remainingAmount: number) => ({
  orderType: 'alteration' as const,
  totalAmount,
  remainingAmount,
});

describe('paymentBeforeStatus: the payment due before Delivered', () => {
  it('collects the balance of a new order before Delivered', () => {
    expect(paymentBeforeStatus('shopkeeper', 'Delivered', newOrder(2700, 1700))).toBe(
      'collect-payment',
    );
    expect(paymentBeforeStatus('shopkeeper', 'Delivered', newOrder(2700, 0.01))).toBe(
      'collect-payment',
    );
  });

  it('sends Delivered at once when nothing is owed', () => {
    expect(paymentBeforeStatus('shopkeeper', 'Delivered', newOrder(2700, 0))).toBeNull();
    expect(paymentBeforeStatus('shopkeeper', 'Delivered', alteration(300, 0))).toBeNull();
  });

  it('asks an alteration order priced at 0 for its final amount, then for any balance it leaves', () => {
    expect(paymentBeforeStatus('shopkeeper', 'Delivered', alteration(0, 0))).toBe('final-payment');
    // After the final amount: ₹300 total with ₹100 paid leaves ₹200 to collect.
    expect(paymentBeforeStatus('shopkeeper', 'Delivered', alteration(300, 200))).toBe(
      'collect-payment',
    );
  });

  it('never stops other statuses, nor an employee (who cannot choose Delivered)', () => {
    for (const status of ['In Process', 'Completed', 'Delayed']) {
      expect(paymentBeforeStatus('shopkeeper', status, newOrder(2700, 1700))).toBeNull();
    }
    expect(paymentBeforeStatus('employee', 'Delivered', newOrder(2700, 1700))).toBeNull();
  });
});
