import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  storeSchema,
  type Store,
  type UpdateAccount,
  type UserDetails,
} from '@tailor/shared/accounts';
import { keyedWrite } from '../../../lib/keyed-write';
import { userDetailsQueryOptions } from '../../../lib/current-user';
import { session } from '../../../lib/session';

/**
 * PUT /account (shopkeeper): the shop's details, the whole record (a phone left out is removed).
 * Answers the store as it is now; the owner's name and email change with it.
 */
export function updateAccount(input: UpdateAccount): Promise<Store> {
  // A retried mutation repeats this same request rather than making a second change.
  return keyedWrite('put', '/account', input, storeSchema);
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  const { queryKey } = userDetailsQueryOptions();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: async (store, input) => {
      queryClient.setQueryData<UserDetails>(queryKey, (details) =>
        details
          ? {
              ...details,
              store,
              user: { ...details.user, name: input.owners_name, email: input.email ?? null },
            }
          : details,
      );
      // The app bar names the shop from the session first.
      if (session.get('selectedStoreId') === store._id)
        session.set('selectedStoreName', store.shop_name);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
