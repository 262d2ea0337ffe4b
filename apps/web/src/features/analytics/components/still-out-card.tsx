import { useTranslation } from 'react-i18next';
import { SummaryLinkCard } from '../../../components/summary-link-card';

/**
 * The dashboard's headline of money still out: what every order not cancelled still owes (the kept
 * total the dashboard already reads, equal to the report's total), and the way to the report.
 */
export function StillOutCard({ amount }: { amount: number | undefined }) {
  const { t } = useTranslation('analytics');
  return (
    <SummaryLinkCard
      titleId="still-out-card-title"
      title={t('stillOut.title')}
      summary={amount === undefined ? undefined : { amount, detail: t('stillOut.detail') }}
      amountTestId="dashboard-still-out"
      skeletonWidth={160}
      to="/app/outstanding"
      viewLabel={t('stillOut.view')}
    />
  );
}
