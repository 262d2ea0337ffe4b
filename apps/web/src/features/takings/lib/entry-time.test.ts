import { describe, expect, it } from 'vitest';
import { entryTime } from './entry-time';

// 07:07 UTC is 12:37 in India; 03:30 UTC is 09:00.
const afternoon = '2026-11-25T07:07:00Z';
const morning = '2026-11-25T03:30:00Z';

describe('entryTime', () => {
  it('shows the time on the shop clock with Latin digits in every language', () => {
    expect(entryTime(afternoon, { language: 'en', withDate: false })).toMatch(/^12:37\spm$/);
    expect(entryTime(afternoon, { language: 'mr', withDate: false })).toMatch(/^12:37 /);
    expect(entryTime(morning, { language: 'hi', withDate: false })).toMatch(/^9:00 /);
  });

  it('writes morning and afternoon in Tamil and Marathi letters, not AM and PM', () => {
    expect(entryTime(afternoon, { language: 'ta', withDate: false })).toBe('12:37 பிற்பகல்');
    expect(entryTime(morning, { language: 'ta', withDate: false })).toBe('9:00 முற்பகல்');
    expect(entryTime(afternoon, { language: 'mr', withDate: false })).toBe('12:37 म.उ.');
    for (const language of ['ta', 'mr']) {
      expect(entryTime(afternoon, { language, withDate: false })).not.toMatch(/[AP]M/i);
    }
  });

  it('puts the day first when the list covers several days', () => {
    expect(entryTime(afternoon, { language: 'en', withDate: true })).toMatch(
      /^25 Nov 2026, 12:37\spm$/,
    );
  });
});
