/*
 * Orders, one file for each job: wire values and limits (orders/constants.ts), the rules' texts and
 * codes (orders/messages.ts), pure rules (orders/rules.ts), the create request and its field
 * schemas (orders/create-order-schemas.ts), the requests that change or list orders
 * (orders/change-order-schemas.ts) and the answers (orders/responses.ts).
 */
export * from './orders/constants';
export * from './orders/messages';
export * from './orders/rules';
export * from './orders/create-order-schemas';
export * from './orders/change-order-schemas';
export * from './orders/responses';
