import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/retry-alert';

/** 'Failed to fetch dashboard data. Please try again later.', with a way to try again. */
export function DashboardError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('analytics');
  return (
    <RetryAlert onRetry={onRetry} retryLabel={t('retry')}>
      {t('errors.dashboard')}
    </RetryAlert>
  );
}
