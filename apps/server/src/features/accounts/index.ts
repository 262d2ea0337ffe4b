// The accounts feature's public surface: the shop's order number counter, taken in the order's
// transaction.
export { takeOrderNumber } from './order-numbers';
