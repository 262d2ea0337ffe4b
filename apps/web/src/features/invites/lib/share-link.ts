export type ShareOutcome = 'shared' | 'dismissed' | 'unsupported' | 'failed';

/**
 * Opens the device's share sheet (the browser share function, if there is one). Closing the
 * sheet is the user's choice ('dismissed'), not a failure.
 */
export async function shareLink(data: ShareData): Promise<ShareOutcome> {
  if (typeof navigator.share !== 'function') return 'unsupported';
  if (navigator.canShare && !navigator.canShare(data)) return 'unsupported';
  try {
    await navigator.share(data);
    return 'shared';
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'dismissed';
    return 'failed';
  }
}
