import { describe, expect, it } from 'vitest';
import {
  collectAmountProblem,
  finalTotalProblem,
  sanitizeAmountInput,
} from './payment-amount-error';

describe('collectAmountProblem', () => {
  it('accepts digits with at most 2 decimals, above 0, up to the remaining amount', () => {
    for (const text of ['1700', '1', '0.5', '1699.99', '1700.00', '150.5']) {
      expect(collectAmountProblem(text, 1700), text).toBeNull();
    }
  });

  it('refuses what is not a positive amount with at most 2 decimals', () => {
    for (const text of ['', '0', '0.00', 'abc', '-5', '1.234', '.5', '5.', '1,000', '1 000']) {
      expect(collectAmountProblem(text, 1700), text).toEqual({ key: 'invalid' });
    }
  });

  it('refuses more than the remaining amount, naming it in rupees', () => {
    expect(collectAmountProblem('1700.01', 1700)).toEqual({
      key: 'aboveRemaining',
      amount: '₹1,700',
    });
    expect(collectAmountProblem('200000', 150000.5)).toEqual({
      key: 'aboveRemaining',
      amount: '₹1,50,000.50',
    });
  });
});

describe('finalTotalProblem', () => {
  it('accepts a total at or above the advance', () => {
    expect(finalTotalProblem('100', 100)).toBeNull();
    expect(finalTotalProblem('350.75', 100)).toBeNull();
  });

  it('refuses 0, nonsense and a third decimal', () => {
    for (const text of ['', '0', 'x', '12.345']) {
      expect(finalTotalProblem(text, 100), text).toEqual({ key: 'invalid' });
    }
  });

  it('refuses a total below the advance, naming the advance', () => {
    expect(finalTotalProblem('99.99', 100)).toEqual({ key: 'belowAdvance', amount: '₹100' });
  });
});

describe('sanitizeAmountInput', () => {
  it('keeps digits and the first decimal point only', () => {
    expect(sanitizeAmountInput('₹ 1,500.5.0')).toBe('1500.50');
    expect(sanitizeAmountInput('abc')).toBe('');
    expect(sanitizeAmountInput('12.')).toBe('12.');
  });
});
