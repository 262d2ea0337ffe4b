const formatters = new Map<string, Intl.RelativeTimeFormat>();

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/**
 * How long ago a timestamp was, in the interface language ('5 minutes ago', 'yesterday',
 * '5 मिनट पहले'). Anything under a minute reads as now.
 */
export function formatRelativeTime(iso: string, now: Date, language: string): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const locale = `${language}-IN`;
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formatters.set(locale, formatter);
  }
  let amount = Math.min(0, (then - now.getTime()) / 1000);
  if (amount > -60) return formatter.format(0, 'second');
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return formatter.format(Math.round(amount), unit);
    amount /= size;
  }
  return formatter.format(Math.round(amount), 'year');
}
