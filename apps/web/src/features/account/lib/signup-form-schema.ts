import { z } from 'zod';
import { createAccountSchema } from '@tailor/shared/accounts';
import { ACCOUNT_CODES } from '@tailor/shared/accounts-rules';
import { isRuleCode, ruleKey } from '@tailor/shared/rule-codes';

/** The server's createAccountSchema plus the terms checkbox, which only the form needs. */
export const signupFormSchema = createAccountSchema.extend({
  terms: z.boolean().refine((accepted) => accepted, ACCOUNT_CODES.ACCOUNT_TERMS_REQUIRED),
});
export type SignupFormInput = z.input<typeof signupFormSchema>;
export type SignupFormOutput = z.output<typeof signupFormSchema>;

/** The translation key ('namespace:key') of a shared rule's code the signup form meets. */
export function validationKey(message: string | undefined): string | undefined {
  return isRuleCode(message) ? ruleKey(message) : undefined;
}
