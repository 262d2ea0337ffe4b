import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsSchema, type Settings } from '@tailor/shared/settings-responses';
import { api } from '../../../lib/api-client';

/**
 * Everything under ['settings'] derives from the shop's settings (the new-order flow keeps its
 * templates at ['settings', 'measurement-templates']), so a change invalidates this prefix.
 */
export const SETTINGS_QUERY_KEY = ['settings'] as const;
export const settingsQueryKey = [...SETTINGS_QUERY_KEY, 'detail'] as const;

/** GET /settings (shopkeeper): message language, order number prefix, measurement templates. */
export function getSettings(signal?: AbortSignal): Promise<Settings> {
  return api.get<Settings>('/settings', { schema: settingsSchema, signal });
}

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsQueryKey,
    queryFn: ({ signal }) => getSettings(signal),
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
