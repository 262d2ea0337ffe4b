import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@tailor/shared/orders/responses';
import { type MessageContext, useMessageContext } from '../lib/use-message-context';
import { useWhatsAppLink } from '../lib/use-whatsapp-link';
import { whatsAppUrl } from '../../../lib/whatsapp-url';
import { orderShareMessage, orderWhatsAppText } from '../lib/whatsapp-message';
import { ShareLinkActions } from './share-link-actions';
import { useOrderNumber } from '../../../lib/order-number';

/** What sharing needs of an order; the staff detail's order (with its customer) fits. */
export type ShareableOrder = Pick<
  Order,
  'order_number' | 'status' | 'share_link' | 'customer_name'
> & {
  customer?: { name: string; mobile_no: string } | null;
};

/** The staff order detail's share actions for the order's tracking link. */
export function OrderShareActions({ order }: { order: ShareableOrder }) {
  const { t } = useTranslation('sharing');
  const customerName = order.customer?.name ?? order.customer_name;
  const mobile = order.customer?.mobile_no;
  const formatNumber = useOrderNumber();
  const { status, share_link: link } = order;
  const orderNumber = formatNumber(order.order_number);
  // The share sheet's words go to the customer: the shop's customer language, as WhatsApp's do.
  const context = useMessageContext();
  const { load, ready } = context;
  const shareMessage = useCallback(
    ({ language, shopName }: MessageContext) =>
      orderShareMessage(language, { customerName, orderNumber, status, link, shopName }),
    [customerName, link, orderNumber, status],
  );
  const known = shareMessage(context.current);
  const loadMessage = useCallback(async () => shareMessage(await load()), [load, shareMessage]);
  const prepareMessage = useCallback(() => {
    if (!ready) void load();
  }, [load, ready]);
  const whatsApp = useWhatsAppLink(
    useCallback(
      ({ language, shopName }: MessageContext) =>
        whatsAppUrl(
          mobile,
          orderWhatsAppText(language, { customerName, orderNumber, status, link, shopName }),
        ),
      [customerName, link, mobile, orderNumber, status],
    ),
  );

  return (
    <ShareLinkActions
      link={link}
      copiedMessage={t('actions.orderCopied')}
      title={known.title}
      text={known.text}
      loadMessage={ready ? undefined : loadMessage}
      prepareMessage={prepareMessage}
      whatsApp={whatsApp}
      // Beside the header's Update Status, which is a large button.
      size="large"
    />
  );
}
