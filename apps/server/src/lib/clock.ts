import { todayInShopZone } from '@tailor/shared/dates';

/** Time source, replaceable in tests that need to move time forward. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

let memoMinute = Number.NaN;
let memoDay = '';

/**
 * Today's date in the shop's time zone at `clock`'s now: todayInShopZone, remembered for the minute
 * it was asked in. The zone's offset is whole minutes, so its day changes only as a minute begins;
 * reading the date through Intl costs more than the rest of a request's own checks.
 */
export function shopToday(clock: Clock): string {
  const now = clock.now();
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== memoMinute) {
    memoDay = todayInShopZone(now);
    memoMinute = minute;
  }
  return memoDay;
}
