import { describe, expect, it } from 'vitest';
import { formatDayMonthYear } from '@tailor/shared/dates';
import { formatCalendarDate as listDate } from '../../../components/data-list/format-calendar-date';
import { makeProduct } from '../components/order-details/order-fixtures';
import { assignedEmployeeNames, formatCalendarDate, formatTimestamp } from './order-details-format';

describe('assignedEmployeeNames ("Assigned To")', () => {
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
  it("shows the calendar day itself as the app's one date form, day before month", () => {
    expect(formatCalendarDate('2026-11-05', 'en')).toBe('05 Nov 2026');
    expect(formatCalendarDate('2026-01-01', 'en')).toBe('01 Jan 2026');
    expect(formatCalendarDate('2026-11-05', 'ta')).toBe('05 நவ. 2026');
    expect(formatCalendarDate('not a date', 'en')).toBe('not a date');
  });

  it('is the same form as the lists, public pages and bills use', () => {
    for (const language of ['en', 'hi', 'gu', 'mr', 'ta']) {
      expect(formatCalendarDate('2026-09-24', language)).toBe(listDate('2026-09-24', language));
      expect(formatCalendarDate('2026-09-24', language)).toBe(
        formatDayMonthYear('2026-09-24', { language }),
      );
    }
  });
});

describe('formatTimestamp', () => {
  it("shows the day on the shop's clock in the same form, then the time", () => {
    expect(formatTimestamp('2026-11-04T20:15:00Z', 'en')).toBe('05 Nov 2026, 1:45 am');
  });
});
