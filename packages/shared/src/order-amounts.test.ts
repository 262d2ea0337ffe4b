import { describe, expect, it } from 'vitest';
import { orderAmounts, orderAmountsFromSums, orderAmountsInRupees } from './order-amounts';

describe('orderAmounts', () => {
  it('keeps the advance apart from balance collected later', () => {
    const amounts = orderAmounts(30_000, [
      { kind: 'advance', amountPaise: 10_000 },
      { kind: 'balance', amountPaise: 20_000 },
    ]);
    expect(amounts).toEqual({
      totalPaise: 30_000,
      advancePaise: 10_000,
      paidPaise: 30_000,
      remainingPaise: 0,
    });
    expect(orderAmountsInRupees(amounts)).toEqual({
      totalAmount: 300,
      advancePayment: 100,
      paidAmount: 300,
      remainingAmount: 0,
    });
  });

  it('counts part payments and final payments as paid, not as advance', () => {
    expect(
      orderAmounts(170_050, [
        { kind: 'advance', amountPaise: 50_049 },
        { kind: 'balance', amountPaise: 1 },
        { kind: 'final', amountPaise: 20_000 },
      ]),
    ).toEqual({
      totalPaise: 170_050,
      advancePaise: 50_049,
      paidPaise: 70_050,
      remainingPaise: 100_000,
    });
  });

  it('owes nothing when an alteration priced at 0 has an advance', () => {
    expect(orderAmounts(0, [{ kind: 'advance', amountPaise: 15_000 }])).toEqual({
      totalPaise: 0,
      advancePaise: 15_000,
      paidPaise: 15_000,
      remainingPaise: 0,
    });
  });

  it('gives the same figures from per-kind sums as from the ledger rows', () => {
    expect(orderAmountsFromSums({ totalPaise: 999, advancePaise: 0, paidPaise: 0 })).toEqual(
      orderAmounts(999, []),
    );
  });
});
