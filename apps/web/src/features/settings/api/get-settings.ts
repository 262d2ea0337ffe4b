import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settings } from '@tailor/shared/settings-responses';
import { api } from '../../../lib/api-client';

/**
 * Everything under ['settings'] derives from the shop's settings (the new-order flow keeps its
 * templates at ['settings', 'measurement-templates']), so a change invalidates this prefix.
 */
export const SETTINGS_QUERY_KEY = ['settings'] as const;
export const settingsQueryKey = [...SETTINGS_QUERY_KEY, 'detail'] as const;

/** GET /settings (shopkeeper): message language, order number prefix, measurement templates. */
export function getSettings(signal?: AbortSignal): Promise<Settings> {
  return api.get<Settings>('/settings', {
    // The order pages read the message language through this query when a message is written:
    // the schema loads beside the answer, not with those pages.
    schema: () => import('@tailor/shared/settings-responses').then((m) => m.settingsSchema),
    signal,
  });
}

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsQueryKey,
    queryFn: ({ signal }) => getSettings(signal),
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
