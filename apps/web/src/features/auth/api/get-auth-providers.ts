import { queryOptions, useQuery } from '@tanstack/react-query';
import { authProvidersSchema, type AuthProviders } from '@tailor/shared/auth';
import { api } from '../../../lib/api-client';

/** GET /auth/providers: which external sign-ins the server is configured for. */
export function getAuthProviders(): Promise<AuthProviders> {
  return api.get<AuthProviders>('/auth/providers', { schema: authProvidersSchema });
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
