// The customers feature's public surface: the person an order is for, chosen, added or changed in
// the order's transaction, and the one-name-per-person-on-a-mobile rule.
export { assertNameFreeOnMobile, personForOrder, updatePersonDetails } from './order-person';
