import { ApiError } from '../../../lib/api-client';
import { serverErrorText } from './order-details-server-error';

/** Keys under `statusDialog.errors` of the orderDetails namespace for a failed status update. */
export type StatusUpdateErrorKey =
  'network' | 'badRequest' | 'forbidden' | 'notFound' | 'unauthorized' | 'server' | 'failed';

export type StatusUpdateErrorText = { serverText: string } | { key: StatusUpdateErrorKey };

/**
 * What to tell the user when POST /update_order_status fails (spec §8 "Status update"): network
 * problems and 401/500 have fixed texts; 400, 403 and 404 prefer the server's own text. A 409 (the
 * server refusing Delivered while money is owed) has no text of its own in the spec; the server's
 * sentence says exactly what to do, so it is shown, else the default.
 */
export function statusUpdateErrorText(error: unknown): StatusUpdateErrorText {
  if (error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout')) {
    return { key: 'network' };
  }
  const status = error instanceof ApiError ? error.status : null;
  const server = serverErrorText(error);
  const preferServer = (key: StatusUpdateErrorKey): StatusUpdateErrorText =>
    server ? { serverText: server } : { key };
  switch (status) {
    case 400:
      return preferServer('badRequest');
    case 403:
      return preferServer('forbidden');
    case 404:
      return preferServer('notFound');
    case 401:
      return { key: 'unauthorized' };
    case 409:
      return preferServer('failed');
    default:
      // Every 5xx is the server's trouble, not the user's: the spec's 500 text fits them all.
      if (status !== null && status >= 500) return { key: 'server' };
      return { key: 'failed' };
  }
}
