import type { Location } from 'react-router';

// Apart from leave-guard.tsx, whose dialog the app's first screen does not need.
const LEAVE_ALLOWED = 'leaveAllowed';

/** Navigation state for leaving a guarded page on purpose (after saving, say). */
export const leaveAllowed = { [LEAVE_ALLOWED]: true } as const;

export function allowedToLeave(location: Location): boolean {
  const state: unknown = location.state;
  return typeof state === 'object' && state !== null && LEAVE_ALLOWED in state;
}
