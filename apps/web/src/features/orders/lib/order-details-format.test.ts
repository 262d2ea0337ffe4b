import { describe, expect, it } from 'vitest';
import { makeProduct } from '../components/order-details/order-fixtures';
import { assignedEmployeeNames, formatCalendarDate } from './order-details-format';

describe('assignedEmployeeNames (spec §2 "Assigned To")', () => {
  it('lists each assigned employee once, in product order, skipping unassigned lines', () => {
    const products = [
      makeProduct({ assigned_to: { _id: 'e1', name: 'Ravi Kumar' } }),
      makeProduct({ assigned_to: null }),
      makeProduct({ assigned_to: { _id: 'e2', name: 'Sunita Devi' } }),
      makeProduct({ assigned_to: { _id: 'e1', name: 'Ravi Kumar' } }),
    ];
    expect(assignedEmployeeNames(products)).toEqual(['Ravi Kumar', 'Sunita Devi']);
    expect(assignedEmployeeNames([makeProduct({ assigned_to: null })])).toEqual([]);
  });
});

describe('formatCalendarDate', () => {
  it('shows the calendar day itself, day before month', () => {
    expect(formatCalendarDate('2026-11-05', 'en')).toBe('5 Nov 2026');
    expect(formatCalendarDate('2026-01-01', 'en')).toBe('1 Jan 2026');
    expect(formatCalendarDate('not a date', 'en')).toBe('not a date');
  });
});
