// The employees feature's public surface: the owner's own employee row, who work may be assigned
// to, and what a position may do with money.
export { ensureOwnerEmployee, listAssignees } from './employees.service';
export {
  answerWithPricesAsAllowed,
  assertMayCollectPayments,
  assertMaySetPrices,
  permissionsOf,
  withPricesAsAllowed,
} from './position-permissions';
