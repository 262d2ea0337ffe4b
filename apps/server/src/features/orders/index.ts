// The orders feature's public surface: the order core (who reaches an order, its lock, its view,
// its ledger sums, its status rules and the Due condition), its notices and the order detail, for
// the features that work on orders (payments, analytics, sharing, customers).
export {
  assignedOrderIdsOf,
  customerReachableBy,
  hasProductAssignedTo,
  lockOrder,
  orderReachableBy,
  orderReachableOneByOne,
} from './core/order-access';
export {
  ledgerSumsByOrder,
  orderAmountsOf,
  paidPaiseOf,
  paymentEntryColumns,
} from './core/order-ledger';
export {
  assertOpenForChanges,
  assertPricedForPayment,
  dueOrderCondition,
} from './core/order-rules';
export {
  buildOrderViews,
  orderShareLink,
  orderViewOf,
  productLineColumns,
  selectOrderRows,
  trialAnswerOf,
  trialColumns,
  trialDateOf,
  type OrderRow,
} from './core/order-view';
export { insertNotifications, storeOwnerUserId, type NewNotification } from './order-notifications';
export { getOrderDetail } from './order-detail';
export { recordTrialAnswer, setOrderTotal } from './order-updates';
export { decideApproval, sharedApprovalsOf } from './approval-decisions';
export { sharedFitOf } from './fit-answers.queries';
