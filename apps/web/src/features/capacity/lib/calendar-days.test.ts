import { describe, expect, it } from 'vitest';
import { loadLevel, shiftAnchor, viewRange, weekStart } from './calendar-days';

describe('calendar days', () => {
  it('starts weeks on Monday', () => {
    expect(weekStart('2026-11-27')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
  });

  it("shows a month's whole weeks, and a week from its Monday", () => {
    expect(viewRange('month', '2026-11-27')).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    expect(viewRange('month', '2027-02-10')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(viewRange('week', '2026-11-27')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('moves a month or a week at a time, across the year', () => {
    expect(shiftAnchor('month', '2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftAnchor('month', '2026-01-15', -1)).toBe('2025-12-01');
    expect(shiftAnchor('week', '2026-12-29', 1)).toBe('2027-01-05');
  });

  it('reads a day as free, busy (80%), full or over, and as nothing without a capacity', () => {
    expect(loadLevel({ garments: 3, capacity: 10 })).toBe('free');
    expect(loadLevel({ garments: 8, capacity: 10 })).toBe('busy');
    expect(loadLevel({ garments: 10, capacity: 10 })).toBe('full');
    expect(loadLevel({ garments: 11, capacity: 10 })).toBe('over');
    expect(loadLevel({ garments: 11, capacity: null })).toBe('none');
  });
});
