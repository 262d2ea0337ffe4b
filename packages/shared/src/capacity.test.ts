import { describe, expect, it } from 'vitest';
import {
  capacityQuerySchema,
  firstFreeDay,
  internalTargetDate,
  isDayFull,
  workDayOf,
  type CapacityDay,
} from './capacity';

const day = (date: string, garments: number, capacity: number | null = 3): CapacityDay => ({
  date,
  garments,
  capacity,
  per_employee: [],
});

describe('isDayFull', () => {
  it('is full at the capacity and over it, never without a capacity', () => {
    expect(isDayFull(day('2026-12-01', 2))).toBe(false);
    expect(isDayFull(day('2026-12-01', 3))).toBe(true);
    expect(isDayFull(day('2026-12-01', 4))).toBe(true);
    expect(isDayFull(day('2026-12-01', 40, null))).toBe(false);
  });
});

describe('firstFreeDay', () => {
  it('is the first day after the chosen one with room for a garment', () => {
    const days = [
      day('2026-12-01', 1),
      day('2026-12-02', 3),
      day('2026-12-03', 5),
      day('2026-12-04', 2),
    ];
    expect(firstFreeDay(days, '2026-12-02')).toBe('2026-12-04');
    expect(firstFreeDay(days, '2026-12-04')).toBeNull();
  });
});

describe('workDayOf and internalTargetDate', () => {
  it("moves a Delayed order's work to its new expected date", () => {
    expect(workDayOf({ dueDate: '2026-12-05', expectedDate: '2026-12-09' })).toBe('2026-12-09');
    expect(workDayOf({ dueDate: '2026-12-05', expectedDate: null })).toBe('2026-12-05');
  });

  it('is the work day less the buffer days, never before the order date, none without buffer', () => {
    const order = { orderDate: '2026-12-01', dueDate: '2026-12-05' };
    expect(internalTargetDate(order, 0)).toBeNull();
    expect(internalTargetDate(order, 2)).toBe('2026-12-03');
    expect(internalTargetDate(order, 10)).toBe('2026-12-01');
    expect(internalTargetDate({ ...order, expectedDate: '2026-12-10' }, 2)).toBe('2026-12-08');
  });
});

describe('capacityQuerySchema', () => {
  it('takes up to 62 days, in order', () => {
    expect(capacityQuerySchema.safeParse({ from: '2026-12-01', to: '2027-01-31' }).success).toBe(
      true,
    );
    expect(capacityQuerySchema.safeParse({ from: '2026-12-01', to: '2027-02-01' }).success).toBe(
      false,
    );
    expect(capacityQuerySchema.safeParse({ from: '2026-12-02', to: '2026-12-01' }).success).toBe(
      false,
    );
  });
});
