// What other features may use from capacity: the load under a due-date field, and the internal
// target date staff see when the shop keeps buffer days.
export { DueDateLoad } from './components/due-date-load';
export { useBufferDays, useInternalTargetDate } from './lib/use-internal-target-date';
