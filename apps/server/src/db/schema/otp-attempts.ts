import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { otpChallenges } from './otp-challenges';

/**
 * Wrong tries at one code, per client address: a stranger's guesses use up only their own tries,
 * never the owner's. The challenge row keeps the total across addresses as a ceiling.
 */
export const otpAttempts = pgTable(
  'otp_attempts',
  {
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => otpChallenges.id, { onDelete: 'cascade' }),
    clientAddress: text('client_address').notNull(),
    wrong: integer('wrong').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.challengeId, t.clientAddress] })],
);
