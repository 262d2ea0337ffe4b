import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { pincodeLookupSchema, type PincodeLookup } from '@tailor/shared/accounts';
import { PINCODE_DIGITS } from '@tailor/shared/constants';
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
 * (network, timeout, 5xx: 'Failed to fetch location details').
 */
export function isUnknownPincode(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.kind === 'http' &&
    error.status !== null &&
    error.status < 500
  );
}

export type PincodeStatus = 'idle' | 'loading' | 'invalid' | 'failed';

/**
 * Keeps state and district in step with the pincode field: a new pincode clears them, a complete
 * one is looked up and fills them. Answers for an older pincode than the one shown are dropped.
 * `fill` writes the place into the form (null clears it).
 */
export function usePincodeFill(options: {
  initialPincode: string;
  fill: (place: PincodeLookup | null) => void;
}) {
  const lookUpPincode = useLookupPincode();
  const [status, setStatus] = useState<PincodeStatus>('idle');
  const latest = useRef(options.initialPincode);
  const { fill } = options;

  const lookUp = async (pincode: string) => {
    setStatus('loading');
    try {
      const place = await lookUpPincode(pincode);
      if (latest.current !== pincode) return;
      fill(place);
      setStatus('idle');
    } catch (error) {
      if (latest.current !== pincode) return;
      setStatus(isUnknownPincode(error) ? 'invalid' : 'failed');
    }
  };

  const onPincodeChange = (pincode: string) => {
    if (pincode === latest.current) return;
    latest.current = pincode;
    fill(null);
    setStatus('idle');
    if (pincode.length === PINCODE_DIGITS) void lookUp(pincode);
  };

  return { status, onPincodeChange };
}
