import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { pincodeLookupSchema, type PincodeLookup } from '@tailor/shared/accounts';
import { api, ApiError } from './api-client';

/**
 * GET /pincode/{pincode}: state and district from the offline data set; 404 'Invalid Pincode'.
 * Both the signup form and the account page fill state and district with it.
 */
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

/**
 * The lookup answered that the pincode is unknown (4xx: 'Invalid Pincode'), as opposed to failing
 * (network, timeout, 5xx: 'Failed to fetch location details'), spec §5.
 */
export function isUnknownPincode(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.kind === 'http' &&
    error.status !== null &&
    error.status < 500
  );
}
