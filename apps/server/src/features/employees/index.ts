// The employees feature's public surface: the owner's own employee row (made with the shop,
// renamed with the owner), an employee joining by an invite, who work may be assigned to, the
// caller as an employee, and what a position may do with money.
export {
  employeeCallerOf,
  ensureOwnerEmployee,
  joinShopAsEmployee,
  listAssignees,
  renameOwnerEmployee,
} from './employees.service';
export {
  answerWithPricesAsAllowed,
  assertMayCollectPayments,
  assertMaySetPrices,
  permissionsOf,
  withPricesAsAllowed,
} from './position-permissions';
