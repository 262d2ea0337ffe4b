/** The trial as the form holds it: a day ('' for none) and a time of day ('' for none). */
export interface TrialValue {
  day: string;
  time: string;
}

/** The form's trial as `trialDate` on the wire: 'YYYY-MM-DD', 'YYYY-MM-DDTHH:mm', or null. */
export function trialWire({ day, time }: TrialValue): string | null {
  if (!day) return null;
  return time ? `${day}T${time}` : day;
}

/** A wire `trialDate` (or null) as the form holds it. */
export function trialValueOf(trialDate: string | null | undefined): TrialValue {
  if (!trialDate) return { day: '', time: '' };
  return { day: trialDate.slice(0, 10), time: trialDate.slice(11, 16) };
}
