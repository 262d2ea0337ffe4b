import { addDays, formatDayMonthYear } from '@tailor/shared/dates';
import type { TrialList } from '@tailor/shared/trials';

export type TrialEntry = TrialList['trials'][number];

/** The trials of one day, in the order the list gives them (by time, those without one last). */
export interface TrialDay {
  date: string;
  trials: TrialEntry[];
}

/** The list's trials grouped by day, days in order; days without a trial are left out. */
export function groupTrialsByDay(trials: TrialEntry[]): TrialDay[] {
  const days: TrialDay[] = [];
  for (const trial of trials) {
    const date = trial.trialDate.slice(0, 10);
    const last = days.at(-1);
    if (last?.date === date) last.trials.push(trial);
    else days.push({ date, trials: [trial] });
  }
  return days;
}

/** The week shown: seven days from `from`. */
export function weekFrom(from: string): { from: string; to: string } {
  return { from, to: addDays(from, 6) };
}

const weekdayFormatters = new Map<string, Intl.DateTimeFormat>();

/** A day's heading: 'Monday, 30 Nov 2026' in the interface language. */
export function dayHeading(date: string, language: string): string {
  let formatter = weekdayFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(`${language}-IN`, { weekday: 'long', timeZone: 'UTC' });
    weekdayFormatters.set(language, formatter);
  }
  const weekday = formatter.format(new Date(`${date}T00:00:00Z`));
  return `${weekday}, ${formatDayMonthYear(date, { language })}`;
}

/** The trial's time of day 'HH:mm', or null when the shop fixed only the day. */
export function trialTime(trialDate: string): string | null {
  return trialDate.length > 10 ? trialDate.slice(11, 16) : null;
}
