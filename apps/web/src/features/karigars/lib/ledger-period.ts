import { todayInShopZone } from '@tailor/shared/dates';
import {
  isLedgerPeriod,
  monthPeriodOf,
  weekPeriodOf,
  type LedgerPeriod,
} from '@tailor/shared/karigars';

export type PeriodPreset = 'week' | 'month' | 'custom';

/** The days of a quick choice in the shop's time zone: Monday to Sunday, or the whole month. */
export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, now = new Date()) {
  const today = todayInShopZone(now);
  return preset === 'week' ? weekPeriodOf(today) : monthPeriodOf(today);
}

/** Which quick choice a period is, so the page shows This week or This month as chosen. */
export function presetOf(period: LedgerPeriod, now = new Date()): PeriodPreset {
  for (const preset of ['week', 'month'] as const) {
    const days = presetPeriod(preset, now);
    if (days.from === period.from && days.to === period.to) return preset;
  }
  return 'custom';
}

/** Why the server would refuse these days: a missing end, or the order or length of the period. */
export function periodProblem(period: LedgerPeriod): 'missing' | 'invalid' | null {
  if (!period.from || !period.to) return 'missing';
  return isLedgerPeriod(period) ? null : 'invalid';
}
