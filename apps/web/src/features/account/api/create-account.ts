import { useMutation } from '@tanstack/react-query';
import type { CreateAccount } from '@tailor/shared/accounts';
import { signInResultSchema, type SignInResult } from '@tailor/shared/auth';
import { keyedWrite } from '../../../lib/keyed-write';

/** POST /create_account: the new shop; answers a sign-in result with a fresh shopkeeper token. */
export function createAccount(input: CreateAccount): Promise<SignInResult> {
  // A retried mutation repeats this same request, so a lost answer cannot make a second shop.
  return keyedWrite('post', '/create_account', input, signInResultSchema);
}

export function useCreateAccount() {
  return useMutation({ mutationFn: createAccount });
}
