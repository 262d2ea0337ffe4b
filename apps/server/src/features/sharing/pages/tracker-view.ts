import { normalizeOrderStatus, TRACKER_STEPS, trackerStepIndex } from '@tailor/shared/orders';

/** What the public tracker shows for a status besides its steps. */
export type TrackerNote = 'pending' | 'delayed' | 'cancelled' | 'delivered' | null;

export interface TrackerView {
  /** The step to mark active: the status's index among the tracker steps, -1 before the first. */
  activeStep: number;
  /** The step that carries the 'Delayed' warning, or null. */
  delayedStep: number | null;
  /** Every step is done (Delivered): the last step shows as completed, not as in progress. */
  finished: boolean;
  note: TrackerNote;
}

const IN_PROCESS_STEP = TRACKER_STEPS.indexOf('In Process');

/**
 * The public tracker for a status: the active step is the status's index among Assigned,
 * In Process, Completed, Delivered, compared without case. Pending comes before the first step,
 * Delayed is a warning on In Process, Cancelled leaves every step open.
 */
export function trackerView(status: string): TrackerView {
  const index = trackerStepIndex(status);
  if (index >= 0) {
    const finished = index === TRACKER_STEPS.length - 1;
    return { activeStep: index, delayedStep: null, finished, note: finished ? 'delivered' : null };
  }
  switch (normalizeOrderStatus(status)) {
    case 'Delayed':
      return {
        activeStep: IN_PROCESS_STEP,
        delayedStep: IN_PROCESS_STEP,
        finished: false,
        note: 'delayed',
      };
    case 'Pending':
      return { activeStep: -1, delayedStep: null, finished: false, note: 'pending' };
    case 'Cancelled':
      return { activeStep: -1, delayedStep: null, finished: false, note: 'cancelled' };
    default:
      return { activeStep: -1, delayedStep: null, finished: false, note: null };
  }
}

/** The tracker step a status stands at: Delayed is In Process running late; -1 for none. */
function stepOfStatus(status: string): number {
  return normalizeOrderStatus(status) === 'Delayed' ? IN_PROCESS_STEP : trackerStepIndex(status);
}

/**
 * The tracker steps to show, as indexes into TRACKER_STEPS: the current one, those still ahead, and
 * of those behind only the ones the order's status history went through, so an order that went
 * straight from Pending to Completed never shows 'In Process' as done.
 */
export function trackerSteps(status: string, history: readonly string[]): number[] {
  const { activeStep } = trackerView(status);
  const reached = new Set(history.map(stepOfStatus));
  return TRACKER_STEPS.map((_, index) => index).filter(
    (index) => index >= activeStep || reached.has(index),
  );
}
