// The karigars feature's public surface: crediting an order's garments to their karigars, called
// by the order writes inside their transactions, and crediting a step of a garment's work once
// (the garment scans).
export { creditStepOnce, type StepCreditOutcome } from './karigar-work.service';
export { settleKarigarCredits } from './karigar-credits';
