import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerDetail } from '@tailor/shared/customers';
import type { MessageContext } from '../lib/use-message-context';
import { useWhatsAppLink } from '../lib/use-whatsapp-link';
import { whatsAppUrl } from '../../../lib/whatsapp-url';
import { historyWhatsAppText } from '../lib/whatsapp-message';
import { ShareLinkActions } from './share-link-actions';

/** The customer detail's share actions for the link to the customer's order history. */
export function CustomerHistoryShareActions({
  customer,
}: {
  customer: Pick<CustomerDetail, 'name' | 'mobile_no' | 'share_link'>;
}) {
  const { t } = useTranslation('sharing');
  const { name, mobile_no: mobile, share_link: link } = customer;
  const whatsApp = useWhatsAppLink(
    useCallback(
      ({ language, shopName }: MessageContext) =>
        whatsAppUrl(mobile, historyWhatsAppText(language, { customerName: name, link, shopName })),
      [link, mobile, name],
    ),
  );

  return (
    <ShareLinkActions
      link={link}
      copiedMessage={t('actions.historyCopied')}
      title={t('actions.historyShareTitle', { name })}
      text={t('actions.historyShareText', { name })}
      whatsApp={whatsApp}
      labels={{
        copy: t('actions.copyHistoryLink'),
        share: t('actions.shareHistory'),
        whatsApp: t('actions.whatsappHistoryLabel'),
      }}
    />
  );
}
