import { queryOptions } from '@tanstack/react-query';
import type { VapidPublicKey } from '@tailor/shared/push';
import { api } from '../../../lib/api-client';

/** GET /push/vapid-public-key (public): the server's applicationServerKey, base64url. */
export function getVapidPublicKey(): Promise<VapidPublicKey> {
  return api.get<VapidPublicKey>('/push/vapid-public-key', {
    // Asked by the signed-in frame's push upkeep: the schema loads beside the answer.
    schema: () => import('@tailor/shared/push').then((m) => m.vapidPublicKeySchema),
  });
}

/** The key changes only when the server's VAPID keys do: keep it for the visit. */
export const vapidPublicKeyQueryOptions = () =>
  queryOptions({
    queryKey: ['push', 'vapid-public-key'],
    queryFn: getVapidPublicKey,
    staleTime: Infinity,
  });
