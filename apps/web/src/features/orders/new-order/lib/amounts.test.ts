import { describe, expect, it } from 'vitest';
import { amountInput, amountOf, orderRemaining, orderTotal } from './amounts';

const prices = (...values: string[]) => values.map((price) => ({ price }));

describe('orderTotal', () => {
  it('adds prices exactly to the paisa', () => {
    expect(orderTotal(prices('499.99', '1200.5', '0.01'))).toBe(1700.5);
    expect(orderTotal(prices('0.1', '0.2'))).toBe(0.3);
  });

  it('counts blank prices as 0 and skips text that is not an amount', () => {
    expect(orderTotal(prices('', '100', '1.234', '12.'))).toBe(100);
    expect(orderTotal([])).toBe(0);
  });
});

describe('orderRemaining', () => {
  it('is the total less the advance, never below 0', () => {
    expect(orderRemaining(1700.5, '700.49')).toBe(1000.01);
    expect(orderRemaining(1700.5, '')).toBe(1700.5);
    expect(orderRemaining(100, '250')).toBe(0);
    expect(orderRemaining(100, 'abc')).toBe(100);
  });
});

describe('amountOf', () => {
  it('reads rupee amounts with at most 2 decimals', () => {
    expect(amountOf(' 150.5 ')).toBe(150.5);
    expect(amountOf('')).toBe(0);
    expect(amountOf('1.234')).toBeNull();
    expect(amountOf('-5')).toBeNull();
  });
});

describe('amountInput', () => {
  it('keeps digits and the first decimal point', () => {
    expect(amountInput('₹1,200.50')).toBe('1200.50');
    expect(amountInput('1.2.3')).toBe('1.23');
    expect(amountInput('abc')).toBe('');
  });
});
