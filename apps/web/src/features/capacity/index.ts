// What other features may use from capacity: the load under a due-date field, the warning beside
// an assignment when the employee's own day is full, and the internal target date staff see when
// the shop keeps buffer days.
export { AssigneeLoadWarning } from './components/assignee-load-warning';
export { DueDateLoad } from './components/due-date-load';
export { useBufferDays, useInternalTargetDate } from './lib/use-internal-target-date';
