import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_MS } from '@tailor/shared/constants';
import { useToast } from '../../../components/toast';
import { copyText } from '../../../lib/copy-text';
import { MESSAGE_WAIT_MS, withTimeout } from './message-wait';

export interface LinkToShare {
  link: string;
  /** The snackbar after copying ('Order link copied to clipboard!'). */
  copiedMessage: string;
  title: string;
  text: string;
  /**
   * The title and text as they are to be sent, where they wait for something (the shop's customer
   * language); `title` and `text` are what is known now, written if this takes too long.
   */
  loadMessage?: () => Promise<{ title: string; text: string }>;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Copy and share for a customer link. Copy shows the snackbar for 3000 ms. Share uses
 * the phone's share sheet; where there is none, or it fails, the link is copied instead. Closing
 * the share sheet is the user's choice and needs no message.
 */
export function useLinkSharing({ link, copiedMessage, title, text, loadMessage }: LinkToShare) {
  const { t } = useTranslation('sharing');
  const toast = useToast();

  const copy = useCallback(async () => {
    try {
      await copyText(link);
      toast.show(copiedMessage, { severity: 'success', durationMs: SNACKBAR_MS });
    } catch {
      toast.show(t('actions.copyFailed', { link }), { severity: 'error', durationMs: SNACKBAR_MS });
    }
  }, [copiedMessage, link, t, toast]);

  const share = useCallback(async () => {
    const known = { title, text };
    const message = loadMessage
      ? await withTimeout(
          loadMessage().catch(() => known),
          MESSAGE_WAIT_MS,
          known,
        )
      : known;
    // A message that carries the link already would show it twice with the url beside it.
    const data: ShareData = message.text.includes(link) ? message : { ...message, url: link };
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        if (isAbort(error)) return;
      }
    }
    await copy();
  }, [copy, link, loadMessage, text, title]);

  return { copy, share };
}
