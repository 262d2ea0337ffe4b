// The karigars feature's public surface: crediting an order's garments to their karigars, called
// by the order writes inside their transactions.
export { settleKarigarCredits } from './karigar-credits';
