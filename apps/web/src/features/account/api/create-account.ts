import { useMutation } from '@tanstack/react-query';
import type { CreateAccount } from '@tailor/shared/accounts';
import { signInResultSchema, type SignInResult } from '@tailor/shared/auth';
import { api, idempotencyKeyFor } from '../../../lib/api-client';

/** POST /create_account: the new shop; answers a sign-in result with a fresh shopkeeper token. */
export function createAccount(input: CreateAccount): Promise<SignInResult> {
  return api.post<SignInResult>('/create_account', input, {
    schema: signInResultSchema,
    // A retried mutation repeats this same request, so a lost answer cannot make a second shop.
    headers: { 'Idempotency-Key': idempotencyKeyFor(input) },
  });
}

export function useCreateAccount() {
  return useMutation({ mutationFn: createAccount });
}
