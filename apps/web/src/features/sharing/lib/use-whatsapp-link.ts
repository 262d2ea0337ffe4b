import { useCallback, type MouseEvent } from 'react';
import { type MessageContext, useMessageContext } from './use-message-context';
import { openInNewTab } from '../../../lib/open-in-new-tab';
import { MESSAGE_WAIT_MS, withTimeout } from './message-wait';

/**
 * A WhatsApp link whose message needs the shop's language and name. The link is a plain link with
 * the message as known now; pointing at it (hover, focus, touch) reads what is missing, and a click
 * that comes before the answer waits for it (briefly) and then opens the chat itself.
 */
export function useWhatsAppLink(build: (context: MessageContext) => string) {
  const context = useMessageContext();
  const { load, ready } = context;
  const href = build(context.current);

  const prepare = useCallback(() => {
    if (!ready) void load();
  }, [load, ready]);

  const onClick = useCallback(
    (event: MouseEvent) => {
      if (ready) return;
      event.preventDefault();
      void withTimeout(load().then(build), MESSAGE_WAIT_MS, href).then(openInNewTab);
    },
    [build, href, load, ready],
  );

  return {
    href,
    onPointerEnter: prepare,
    onFocus: prepare,
    onTouchStart: prepare,
    onClick,
  };
}

export type WhatsAppLinkProps = ReturnType<typeof useWhatsAppLink>;
