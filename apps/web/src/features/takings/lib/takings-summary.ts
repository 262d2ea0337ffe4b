import { formatRupees } from '@tailor/shared/money';
import type { Takings } from '@tailor/shared/takings';
import type { TFunction } from 'i18next';

/**
 * The day's takings as a short text to send on WhatsApp (or any chat): the shop, the days, net by
 * method, refunds when there were any, the net total and what each person took.
 */
export function takingsSummaryText(options: {
  takings: Takings;
  shopName: string | null;
  dates: string;
  t: TFunction<'takings'>;
}): string {
  const { takings, shopName, dates, t } = options;
  const lines = [
    shopName ? `*${shopName}*` : null,
    t('share.heading', { dates }),
    ...takings.by_method.map((m) => `${t(`method.${m.method}`)}: ${formatRupees(m.net)}`),
    takings.total.refunded > 0 ? `${t('refunded')}: ${formatRupees(takings.total.refunded)}` : null,
    `*${t('net')}: ${formatRupees(takings.total.net)}* (${t('payments', { count: takings.total.count })})`,
    ...takings.by_person.map((p) => `${p.name ?? t('unknownPerson')}: ${formatRupees(p.net)}`),
  ];
  return lines.filter((line): line is string => line !== null).join('\n');
}
