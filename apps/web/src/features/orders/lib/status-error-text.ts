import { ApiError } from '../../../lib/api-client';

/** Keys under `statusDialog.errors` of the orderDetails namespace for a failed status update. */
export type StatusUpdateErrorKey =
  'network' | 'badRequest' | 'forbidden' | 'notFound' | 'unauthorized' | 'server' | 'failed';

export type StatusUpdateErrorText =
  { code: string; params: Record<string, string | number> } | { key: StatusUpdateErrorKey };

/**
 * What to tell the user when POST /update_order_status fails: network
 * problems and 401/500 have fixed texts; 400, 403 and 404 prefer the server's own reason, told by
 * its error code. A 409 (the server refusing Delivered while money is owed) has no text of its own
 * in the spec; the code's text says exactly what to do, so it is shown, else the default.
 */
export function statusUpdateErrorText(error: unknown): StatusUpdateErrorText {
  if (error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout')) {
    return { key: 'network' };
  }
  const status = error instanceof ApiError ? error.status : null;
  const coded = error instanceof ApiError && error.kind === 'http' ? error.code : null;
  const preferServer = (key: StatusUpdateErrorKey): StatusUpdateErrorText =>
    coded && error instanceof ApiError ? { code: coded, params: error.params } : { key };
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
