import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { pincodeLookupSchema, type PincodeLookup } from '@tailor/shared/accounts';
import { api } from '../../../lib/api-client';

/** GET /pincode/{pincode}: state and district from the offline data set; 404 'Invalid Pincode'. */
export function lookupPincode(pincode: string): Promise<PincodeLookup> {
  return api.get<PincodeLookup>(`/pincode/${encodeURIComponent(pincode)}`, {
    schema: pincodeLookupSchema,
  });
}

export const pincodeQueryOptions = (pincode: string) =>
  queryOptions({
    queryKey: ['pincode', pincode],
    queryFn: () => lookupPincode(pincode),
    // Postal data does not change while the form is open.
    staleTime: Infinity,
    retry: false,
  });

/** Looks a pincode up on demand (when the field reaches 6 digits), reusing earlier answers. */
export function useLookupPincode() {
  const queryClient = useQueryClient();
  return useCallback(
    (pincode: string) => queryClient.fetchQuery(pincodeQueryOptions(pincode)),
    [queryClient],
  );
}
