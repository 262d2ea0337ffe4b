import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  switchStoreResultSchema,
  type SwitchStoreInput,
  type SwitchStoreResult,
} from '@tailor/shared/stores';
import { keyedWrite } from '../../../lib/keyed-write';
import { saveSelectedStore } from '../lib/save-selected-store';

/** POST /employee/switch_store {store_id}: a new token scoped to that store. */
export function switchStore(input: SwitchStoreInput): Promise<SwitchStoreResult> {
  return keyedWrite('post', '/employee/switch_store', input, switchStoreResultSchema);
}

/**
 * Switches the store and keeps the answer as the session. Every cached answer belonged to the old
 * store: the ones no screen shows are dropped, the shown ones fetched again with the new token.
 */
export function useSwitchStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchStore,
    onSuccess: (result) => {
      saveSelectedStore(result);
      queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
      void queryClient.invalidateQueries();
    },
  });
}
