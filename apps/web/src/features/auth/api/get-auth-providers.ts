import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProviders } from '@tailor/shared/auth';
import { api } from '../../../lib/api-client';
import { authSchema } from './auth-schemas';

/** GET /auth/providers: which external sign-ins the server is configured for. */
export function getAuthProviders(): Promise<AuthProviders> {
  return api.get<AuthProviders>('/auth/providers', { schema: authSchema('authProvidersSchema') });
}

export const authProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: getAuthProviders,
    staleTime: Infinity,
  });

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions());
}
