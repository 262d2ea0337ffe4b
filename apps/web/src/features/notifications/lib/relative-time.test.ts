import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2026-11-20T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('formatRelativeTime', () => {
  it.each([
    [ago(20_000), 'now'],
    [ago(5 * 60_000), '5 minutes ago'],
    [ago(3 * 3_600_000), '3 hours ago'],
    [ago(26 * 3_600_000), 'yesterday'],
    [ago(3 * 86_400_000), '3 days ago'],
    [ago(14 * 86_400_000), '2 weeks ago'],
  ])('says %s is %s', (iso, text) => {
    expect(formatRelativeTime(iso, now, 'en')).toBe(text);
  });

  it('speaks the interface language', () => {
    expect(formatRelativeTime(ago(5 * 60_000), now, 'hi')).toBe('5 मिनट पहले');
  });
});
