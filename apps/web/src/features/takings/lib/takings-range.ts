import { addDays, todayInShopZone } from '@tailor/shared/dates';
import { takingsQuerySchema, TAKINGS_CODES } from '@tailor/shared/takings';

export type TakingsPreset = 'today' | 'yesterday' | 'range';

export interface TakingsRange {
  from: string;
  to: string;
}

/** The days each quick choice stands for, in the shop's time zone (India). */
export function presetRange(
  preset: Exclude<TakingsPreset, 'range'>,
  now = new Date(),
): TakingsRange {
  const today = todayInShopZone(now);
  const day = preset === 'today' ? today : addDays(today, -1);
  return { from: day, to: day };
}

/** Which quick choice a range is, so the page shows Today or Yesterday as chosen. */
export function presetOf(range: TakingsRange, now = new Date()): TakingsPreset {
  for (const preset of ['today', 'yesterday'] as const) {
    const days = presetRange(preset, now);
    if (days.from === range.from && days.to === range.to) return preset;
  }
  return 'range';
}

export type RangeProblem = 'missing' | 'endBeforeStart' | 'tooLong' | 'invalid';

/** Why the server would refuse these days, by the same rules (packages/shared/src/takings.ts). */
export function rangeProblem(range: { from: string; to: string }): RangeProblem | null {
  if (!range.from || !range.to) return 'missing';
  const result = takingsQuerySchema.safeParse(range);
  if (result.success) return null;
  const codes = result.error.issues.map((issue) => issue.message);
  if (codes.includes(TAKINGS_CODES.TAKINGS_END_BEFORE_START)) return 'endBeforeStart';
  if (codes.includes(TAKINGS_CODES.TAKINGS_RANGE_TOO_LONG)) return 'tooLong';
  return 'invalid';
}
