import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDetails } from '@tailor/shared/accounts';
import { api } from './api-client';

/**
 * GET /get_user_details: who is signed in. Checks the session on entry to the app, names the shop in
 * the app bar and prefills the signup form. The answer's schema (and zod) loads beside the request,
 * so the signed-in frame that asks on every page does not carry them.
 */
export function getUserDetails(): Promise<UserDetails> {
  return api.get<UserDetails>('/get_user_details', {
    schema: () => import('@tailor/shared/accounts').then((m) => m.userDetailsSchema),
  });
}

export const userDetailsQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'details'],
    queryFn: getUserDetails,
    // User data stays fresh for 10 minutes.
    staleTime: 10 * 60_000,
  });

export function useUserDetails(options: { enabled?: boolean } = {}) {
  return useQuery({ ...userDetailsQueryOptions(), enabled: options.enabled ?? true });
}
