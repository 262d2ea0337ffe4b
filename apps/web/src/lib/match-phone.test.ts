import { describe, expect, it } from 'vitest';
import { matchesPhone } from './match-phone';

describe('matchesPhone', () => {
  it('never matches words or an empty number', () => {
    expect(matchesPhone('9876543210', 'abc')).toBe(false);
    expect(matchesPhone('9876543210', '+91')).toBe(false);
  });
});
