import { useTranslation } from 'react-i18next';
import { formatRupees } from '@tailor/shared/money';
import { SummaryLinkCard } from '../../../components/summary-link-card';
import { useTakings } from '../api/get-takings';
import { presetRange } from '../lib/takings-range';

/** The dashboard's line on today's money: net taken so far, by method, and the way to the detail. */
export function TodaysTakingsCard() {
  const { t } = useTranslation('takings');
  const { data, isError } = useTakings(presetRange('today'));
  if (isError && !data) return null;
  return (
    <SummaryLinkCard
      titleId="todays-takings-title"
      title={t('card.title')}
      summary={
        data && {
          amount: data.total.net,
          detail: data.by_method
            .map((m) => `${t(`method.${m.method}`)} ${formatRupees(m.net)}`)
            .join(' · '),
        }
      }
      skeletonWidth={220}
      to="/app/takings"
      viewLabel={t('card.view')}
    />
  );
}
