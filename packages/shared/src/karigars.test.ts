import { describe, expect, it } from 'vitest';
import {
  garmentKeyOf,
  isLedgerPeriod,
  ledgerPeriodOf,
  monthPeriodOf,
  weekPeriodOf,
} from './karigars';

describe('garmentKeyOf', () => {
  it('matches a garment whatever its case and spaces', () => {
    expect(garmentKeyOf('  Salwar   Kameez ')).toBe('salwar kameez');
    expect(garmentKeyOf('BLOUSE')).toBe(garmentKeyOf('blouse'));
  });
});

describe('ledger periods', () => {
  it('takes this week as Monday to Sunday', () => {
    // 27 Nov 2026 is a Friday.
    expect(weekPeriodOf('2026-11-27')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekPeriodOf('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekPeriodOf('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('takes this month from the 1st to its last day', () => {
    expect(monthPeriodOf('2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthPeriodOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('defaults to the 1st of the month to today', () => {
    expect(ledgerPeriodOf({}, '2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-27' });
    expect(ledgerPeriodOf({ to: '2026-10-15' }, '2026-11-27')).toEqual({
      from: '2026-10-01',
      to: '2026-10-15',
    });
  });

  it('allows 1 to 366 days, never ending before it starts', () => {
    expect(isLedgerPeriod({ from: '2026-11-27', to: '2026-11-27' })).toBe(true);
    expect(isLedgerPeriod({ from: '2026-01-01', to: '2026-12-31' })).toBe(true);
    expect(isLedgerPeriod({ from: '2026-11-28', to: '2026-11-27' })).toBe(false);
    expect(isLedgerPeriod({ from: '2025-01-01', to: '2026-01-02' })).toBe(false);
  });
});
