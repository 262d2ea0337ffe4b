import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateSettingsInput } from '@tailor/shared/settings';
import { settingsSchema, type Settings } from '@tailor/shared/settings-responses';
import { keyedWrite } from '../../../lib/keyed-write';
import { userDetailsQueryOptions } from '../../../lib/current-user';
import { SETTINGS_QUERY_KEY, settingsQueryKey } from './get-settings';

/**
 * PUT /settings: changes only the fields given; `measurement_templates: null` goes back to the
 * default templates. Answers the settings as they are now.
 */
export function updateSettings(input: UpdateSettingsInput): Promise<Settings> {
  // A retried mutation repeats this same request rather than making a second change.
  return keyedWrite('put', '/settings', input, settingsSchema);
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(settingsQueryKey, settings);
      // The detail is current; the templates the new-order flow keeps are not.
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: SETTINGS_QUERY_KEY,
          predicate: (query) => query.queryKey[1] !== settingsQueryKey[1],
        }),
        // The shop details carry the order number prefix every screen writes numbers with.
        queryClient.invalidateQueries({ queryKey: userDetailsQueryOptions().queryKey }),
      ]);
    },
  });
}
