import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  BUSINESS_DATE_MIN,
  businessDateWindow,
  businessToday,
  compareIsoDates,
  daysBetween,
  daysInMonth,
  formatDayMonthYear,
  formatDayMonthYearTime,
  formatDayMonthYearWithDashes,
  formatInviteDate,
  isBusinessDate,
  isIsoDate,
  isoDateInZone,
  monthRange,
  monthShortName,
  parseIsoDate,
  previousMonth,
  startOfDayInstant,
  startOfMonthInShopZone,
  startOfYearInShopZone,
  formatTimeOfDay,
  todayInShopZone,
  toIsoDate,
  withBusinessToday,
  yearRange,
} from './dates';
import { businessDateSchema, isoDateSchema } from './dates-schemas';
import { ruleText } from './rule-codes';

const isoDates = fc
  .date({
    min: new Date('0001-01-01T00:00:00Z'),
    max: new Date('9999-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

describe('todayInShopZone', () => {
  it('turns to the next day at midnight in India, 18:30 UTC', () => {
    expect(todayInShopZone(new Date('2024-01-01T18:29:59.999Z'))).toBe('2024-01-01');
    expect(todayInShopZone(new Date('2024-01-01T18:30:00.000Z'))).toBe('2024-01-02');
  });

  it('is already tomorrow in India while UTC is still on the old year', () => {
    expect(todayInShopZone(new Date('2025-12-31T20:00:00Z'))).toBe('2026-01-01');
    expect(new Date('2025-12-31T20:00:00Z').toISOString().slice(0, 10)).toBe('2025-12-31');
  });

  it('takes another zone when asked', () => {
    expect(todayInShopZone(new Date('2024-01-01T03:00:00Z'), 'America/New_York')).toBe(
      '2023-12-31',
    );
  });

  it('agrees with a fixed +05:30 offset for any instant (property)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1950-01-01Z'),
          max: new Date('2100-01-01Z'),
          noInvalidDate: true,
        }),
        (instant) => {
          const shifted = new Date(instant.getTime() + 330 * 60_000);
          expect(todayInShopZone(instant)).toBe(shifted.toISOString().slice(0, 10));
        },
      ),
    );
  });
});

describe('isIsoDate', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2024-04-31')).toBe(false);
    expect(isIsoDate('2024-12-31')).toBe(true);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-00-10')).toBe(false);
    expect(isIsoDate('2024-01-00')).toBe(false);
    expect(isIsoDate('0000-01-01')).toBe(false);
    expect(isIsoDate('0001-01-01')).toBe(true);
  });

  it('accepts only the YYYY-MM-DD shape', () => {
    for (const bad of [
      '2024-1-05',
      '05-01-2024',
      '2024/01/05',
      '2024-01-05T00:00:00Z',
      ' 2024-01-05',
      '',
      '२०२४-०१-०५',
    ]) {
      expect(isIsoDate(bad), bad).toBe(false);
    }
  });

  it('agrees with the JavaScript calendar for every date string (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const parsed = new Date(`${iso}T00:00:00Z`);
          const real = !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso);
          expect(isIsoDate(iso)).toBe(real);
        },
      ),
    );
  });
});

describe('isoDateSchema', () => {
  it('explains a bad date with the form text', () => {
    expect(isoDateSchema.safeParse('2024-02-29').success).toBe(true);
    expect(isoDateSchema.safeParse('2023-02-29').error?.issues[0]?.message).toBe('DATE_INVALID');
    expect(isoDateSchema.safeParse(20240229).error?.issues[0]?.message).toBe('DATE_INVALID');
    expect(ruleText('DATE_INVALID')).toBe('Enter a valid date (YYYY-MM-DD)');
  });
});

describe('parseIsoDate and toIsoDate', () => {
  it('split and join the parts', () => {
    expect(parseIsoDate('2026-11-05')).toEqual({ year: 2026, month: 11, day: 5 });
    expect(toIsoDate({ year: 26, month: 1, day: 9 })).toBe('0026-01-09');
    expect(() => parseIsoDate('2026-02-30')).toThrow(RangeError);
    expect(() => toIsoDate({ year: 2026, month: 2, day: 30 })).toThrow(RangeError);
    expect(() => toIsoDate({ year: 10000, month: 1, day: 1 })).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2026-11-05', 6)).toBe('2026-11-11');
    expect(addDays('2026-11-05', 0)).toBe('2026-11-05');
    expect(addDays('2000-03-01', -1)).toBe('2000-02-29');
    expect(addDays('1970-01-01', 365 * 30 + 7)).toBe('2000-01-01');
  });

  it('refuses a bad date, a fractional count, and leaving years 0 to 9999', () => {
    expect(() => addDays('2023-02-29', 1)).toThrow(RangeError);
    expect(() => addDays('2024-01-01', 1.5)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
  });

  it('matches the UTC calendar of Date (property)', () => {
    fc.assert(
      fc.property(isoDates, fc.integer({ min: -3000, max: 3000 }), (iso, days) => {
        const expected = new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000);
        fc.pre(expected.getUTCFullYear() >= 1 && expected.getUTCFullYear() <= 9999);
        expect(addDays(iso, days)).toBe(expected.toISOString().slice(0, 10));
      }),
    );
  });

  it('is undone by going back, and daysBetween counts the step (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2099 }),
        fc.integer({ min: -5000, max: 5000 }),
        (year, days) => {
          const start = `${year}-06-15`;
          expect(addDays(addDays(start, days), -days)).toBe(start);
          expect(daysBetween(start, addDays(start, days))).toBe(days);
        },
      ),
    );
  });
});

describe('compareIsoDates', () => {
  it('orders dates oldest first', () => {
    expect(compareIsoDates('2024-01-31', '2024-02-01')).toBe(-1);
    expect(compareIsoDates('2024-02-01', '2024-01-31')).toBe(1);
    expect(compareIsoDates('2024-02-01', '2024-02-01')).toBe(0);
    expect(['2026-01-02', '2025-12-31', '2026-01-01'].sort(compareIsoDates)).toEqual([
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
    ]);
  });

  it('refuses anything that is not a date', () => {
    expect(() => compareIsoDates('2024-02-30', '2024-01-01')).toThrow(RangeError);
  });
});

describe('formatInviteDate', () => {
  it("writes 'MMM DD, YYYY' for the day in India", () => {
    expect(formatInviteDate('2026-11-05T10:00:00.000Z')).toBe('Nov 05, 2026');
    expect(formatInviteDate('2026-11-04T18:30:00Z')).toBe('Nov 05, 2026');
    expect(formatInviteDate('2026-11-04T18:29:59+00:00')).toBe('Nov 04, 2026');
    expect(formatInviteDate('2026-09-01')).toBe('Sep 01, 2026');
  });

  it('refuses text that is not a date or timestamp', () => {
    expect(() => formatInviteDate('yesterday')).toThrow(RangeError);
    expect(() => formatInviteDate('2026-11-05Tnonsense')).toThrow(RangeError);
  });
});

describe('formatDayMonthYear', () => {
  it("writes the Indian day-month-year, '05 Nov 2026', for a day or a timestamp in India", () => {
    expect(formatDayMonthYear('2026-11-05')).toBe('05 Nov 2026');
    expect(formatDayMonthYear('2024-02-29')).toBe('29 Feb 2024');
    expect(formatDayMonthYear('2025-12-31T19:00:00Z')).toBe('01 Jan 2026');
    // Never the 'Sept' some ICU versions write.
    expect(formatDayMonthYear('2026-09-01')).toBe('01 Sep 2026');
    expect(formatDayMonthYear('2026-11-05T20:00:00Z', { timeZone: 'UTC' })).toBe('05 Nov 2026');
  });

  it('names the month in the interface language, day first, Latin digits', () => {
    expect(formatDayMonthYear('2026-11-05', { language: 'hi' })).toBe('05 नव॰ 2026');
    expect(formatDayMonthYear('2026-11-05', { language: 'ta' })).toBe('05 நவ. 2026');
    expect(formatDayMonthYear('2026-11-05', { language: 'gu' })).toBe('05 નવે 2026');
    expect(formatDayMonthYear('2026-11-05', { language: 'mr' })).toMatch(/^05 \S+ 2026$/);
  });

  it('refuses text that is not a date or timestamp', () => {
    expect(() => formatDayMonthYear('24/11/2026')).toThrow(RangeError);
  });
});

describe('monthShortName', () => {
  it('names months 1 to 12 Jan to Dec', () => {
    expect(Array.from({ length: 12 }, (_, i) => monthShortName(i + 1))).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
  });

  it('uses Intl for other languages', () => {
    expect(monthShortName(1, 'hi')).toBe(
      new Intl.DateTimeFormat('hi', { month: 'short', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2000, 0, 1)),
      ),
    );
    expect(monthShortName(1, 'hi')).not.toBe('Jan');
  });

  it('refuses a month outside 1 to 12', () => {
    expect(() => monthShortName(0)).toThrow(RangeError);
    expect(() => monthShortName(13)).toThrow(RangeError);
  });
});

describe('month and year ranges in the shop zone', () => {
  it('startOfMonthInShopZone follows the Indian calendar', () => {
    expect(startOfMonthInShopZone(new Date('2026-01-31T18:30:00Z'))).toBe('2026-02-01');
    expect(startOfMonthInShopZone(new Date('2026-01-31T18:29:59Z'))).toBe('2026-01-01');
  });

  it('startOfYearInShopZone follows the Indian calendar', () => {
    expect(startOfYearInShopZone(new Date('2025-12-31T18:30:00Z'))).toBe('2026-01-01');
    expect(startOfYearInShopZone(new Date('2025-12-31T18:29:00Z'))).toBe('2025-01-01');
  });

  it('monthRange and yearRange give first and last days', () => {
    expect(monthRange(2024, 2)).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(monthRange(2023, 2)).toEqual({ start: '2023-02-01', end: '2023-02-28' });
    expect(monthRange(2026, 11)).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(yearRange(2026)).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(() => monthRange(2026, 13)).toThrow(RangeError);
  });

  it('previousMonth steps back across the year', () => {
    expect(previousMonth(2026, 1)).toEqual({ year: 2025, month: 12 });
    expect(previousMonth(2026, 7)).toEqual({ year: 2026, month: 6 });
  });

  it('daysInMonth knows leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
  });
});

describe('startOfDayInstant', () => {
  it('is 18:30 UTC the day before for India', () => {
    expect(startOfDayInstant('2026-11-05').toISOString()).toBe('2026-11-04T18:30:00.000Z');
    expect(startOfDayInstant('2024-03-01').toISOString()).toBe('2024-02-29T18:30:00.000Z');
  });

  it('handles zones with daylight saving', () => {
    expect(startOfDayInstant('2024-07-01', 'Europe/London').toISOString()).toBe(
      '2024-06-30T23:00:00.000Z',
    );
    expect(startOfDayInstant('2024-01-01', 'Europe/London').toISOString()).toBe(
      '2024-01-01T00:00:00.000Z',
    );
  });

  it('starts a day with no midnight at its first instant (Beirut skips 00:00 to 01:00)', () => {
    expect(startOfDayInstant('2024-03-31', 'Asia/Beirut').toISOString()).toBe(
      '2024-03-30T22:00:00.000Z',
    );
  });

  it('is the first instant whose shop-zone date is that day (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1950, max: 2100 }),
        fc.integer({ min: 0, max: 364 }),
        (year, offset) => {
          const day = addDays(`${year}-01-01`, offset);
          const start = startOfDayInstant(day);
          expect(isoDateInZone(start)).toBe(day);
          expect(isoDateInZone(new Date(start.getTime() - 1))).toBe(addDays(day, -1));
        },
      ),
    );
  });
});

describe('formatDayMonthYearWithDashes', () => {
  it('writes the customer history page dates day-month-year with dashes', () => {
    expect(formatDayMonthYearWithDashes('2026-03-02')).toBe('02-03-2026');
    // A timestamp is shown as its day in the shop's time zone.
    expect(formatDayMonthYearWithDashes('2026-03-01T20:00:00.000Z')).toBe('02-03-2026');
  });
});

// 07:07 UTC is 12:37 in India; 03:30 UTC is 09:00.
const afternoon = '2026-11-25T07:07:00Z';
const morning = '2026-11-25T03:30:00Z';

describe('formatTimeOfDay', () => {
  it('shows the time on the shop clock with Latin digits in every language', () => {
    expect(formatTimeOfDay(afternoon, { language: 'en' })).toMatch(/^12:37\spm$/);
    expect(formatTimeOfDay(afternoon, { language: 'mr' })).toMatch(/^12:37 /);
    expect(formatTimeOfDay(morning, { language: 'hi' })).toMatch(/^9:00 /);
  });

  it('writes morning and afternoon in Tamil and Marathi letters, not AM and PM', () => {
    expect(formatTimeOfDay(afternoon, { language: 'ta' })).toBe('12:37 பிற்பகல்');
    expect(formatTimeOfDay(morning, { language: 'ta' })).toBe('9:00 முற்பகல்');
    expect(formatTimeOfDay(afternoon, { language: 'mr' })).toBe('12:37 म.उ.');
    for (const language of ['ta', 'mr']) {
      expect(formatTimeOfDay(afternoon, { language })).not.toMatch(/[AP]M/i);
    }
  });

  it('puts the day first, then the time', () => {
    expect(formatDayMonthYearTime(afternoon, { language: 'en' })).toMatch(
      /^25 Nov 2026, 12:37\spm$/,
    );
  });
});

describe('business dates', () => {
  it('lie from 2000-01-01 to the same day two years after today', () => {
    expect(businessDateWindow('2026-11-28')).toEqual({ min: '2000-01-01', max: '2028-11-28' });
    expect(BUSINESS_DATE_MIN).toBe('2000-01-01');
  });

  it('end on 28 February two years after a 29 February', () => {
    expect(businessDateWindow('2028-02-29').max).toBe('2030-02-28');
  });

  it('take both edges and refuse the day beyond each', () => {
    const today = '2026-11-28';
    expect(isBusinessDate('2000-01-01', today)).toBe(true);
    expect(isBusinessDate('2028-11-28', today)).toBe(true);
    expect(isBusinessDate('1999-12-31', today)).toBe(false);
    expect(isBusinessDate('2028-11-29', today)).toBe(false);
    expect(isBusinessDate('9999-12-31', today)).toBe(false);
    expect(isBusinessDate('0001-01-01', today)).toBe(false);
    expect(isBusinessDate('2026-02-30', today)).toBe(false);
  });

  it('are checked by the schema against the day withBusinessToday fixes', () => {
    withBusinessToday('2026-11-28', () => {
      expect(businessToday()).toBe('2026-11-28');
      expect(businessDateSchema.safeParse('2028-11-28').success).toBe(true);
      expect(businessDateSchema.safeParse('2000-01-01').success).toBe(true);
    });
    withBusinessToday('2026-11-27', () => {
      expect(businessDateSchema.safeParse('2028-11-28').success).toBe(false);
    });
  });

  it('refuse a date outside the window with DATE_OUT_OF_RANGE and the bounds', () => {
    const result = withBusinessToday('2026-11-28', () =>
      businessDateSchema.safeParse('9999-12-31'),
    );
    expect(result.success).toBe(false);
    expect(result.error!.issues).toHaveLength(1);
    expect(result.error!.issues[0]).toMatchObject({
      code: 'custom',
      message: 'DATE_OUT_OF_RANGE',
      params: { code: 'DATE_OUT_OF_RANGE', min: '2000-01-01', max: '2028-11-28' },
    });
  });

  it('leave a malformed date to the format check alone', () => {
    const result = withBusinessToday('2026-11-28', () =>
      businessDateSchema.safeParse('2026-13-01'),
    );
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(['DATE_INVALID']);
  });

  it('measure from today in the shop’s time zone outside withBusinessToday', () => {
    expect(businessToday()).toBe(todayInShopZone());
  });

  it('restore the outer day after a nested or failing scope', () => {
    withBusinessToday('2026-01-01', () => {
      expect(() =>
        withBusinessToday('2027-01-01', () => {
          throw new Error('boom');
        }),
      ).toThrow('boom');
      expect(businessToday()).toBe('2026-01-01');
    });
  });
});
