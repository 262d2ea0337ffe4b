import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { formatOrderNumber } from '@tailor/shared/settings-rules';
import { userDetailsQueryOptions } from './current-user';

/**
 * Writes an order's number as the shop's bill does ('SGT-2' with the prefix 'SGT-', else '2'),
 * for every staff screen, notification and WhatsApp text. The prefix comes with the signed-in
 * user's shop details, which the app bar loads: this only reads them, never asks for them itself.
 */
export function useOrderNumber(): (orderNumber: number) => string {
  const { data } = useQuery({ ...userDetailsQueryOptions(), enabled: false });
  const prefix = data?.store?.order_number_prefix ?? '';
  return useCallback((orderNumber: number) => formatOrderNumber(prefix, orderNumber), [prefix]);
}
