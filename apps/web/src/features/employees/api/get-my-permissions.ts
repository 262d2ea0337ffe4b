import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@tailor/shared/constants';
import type { PositionPermission } from '@tailor/shared/settings-responses';
import { api } from '../../../lib/api-client';
import { useSessionValue } from '../../../lib/session-store';

/**
 * GET /my_permissions: what the caller may do with money in the selected store (the shopkeeper
 * everything; staff what the shop allows their position).
 */
export function getMyPermissions(signal?: AbortSignal): Promise<PositionPermission> {
  return api.get<PositionPermission>('/my_permissions', {
    // Asked as the order pages and the new-order wizard open: the schema loads beside the answer,
    // not with those pages.
    schema: () =>
      import('@tailor/shared/settings-responses').then((m) => m.positionPermissionSchema),
    signal,
  });
}

export const myPermissionsQueryOptions = (storeId: string | null) =>
  queryOptions({
    // Per store: an employee of two shops may collect in one and not in the other.
    queryKey: ['employees', 'my-permissions', storeId],
    queryFn: ({ signal }) => getMyPermissions(signal),
    staleTime: 60_000,
  });

/**
 * Whether the viewer may record payments, so staff whose position may not never meet the
 * server's 403: null while the server is asked (payment actions wait), then its answer. The
 * shopkeeper always may (nothing is asked). When the answer cannot be had the actions show and the
 * server still decides.
 */
export function useMayCollectPayments(role: Role): boolean | null {
  const storeId = useSessionValue('selectedStoreId');
  const staff = role !== 'shopkeeper';
  const query = useQuery({ ...myPermissionsQueryOptions(storeId), enabled: staff });
  if (!staff) return true;
  if (query.data) return query.data.collect_payments;
  return query.isError && !query.data ? true : null;
}

/**
 * Whether the viewer may see and set prices: null while the server is asked, then its answer. The
 * shopkeeper always may. When the answer cannot be had, prices show where the server sends them
 * (it sends null to staff who may not) and the server still refuses prices they type.
 */
export function useMaySeePrices(role: Role): boolean | null {
  const storeId = useSessionValue('selectedStoreId');
  const staff = role !== 'shopkeeper';
  const query = useQuery({ ...myPermissionsQueryOptions(storeId), enabled: staff });
  if (!staff) return true;
  if (query.data) return query.data.see_prices;
  return query.isError && !query.data ? true : null;
}
