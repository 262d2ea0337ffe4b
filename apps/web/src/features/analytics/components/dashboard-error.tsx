import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** 'Failed to fetch dashboard data. Please try again later.', with a way to try again. */
export function DashboardError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('analytics');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {t('errors.dashboard')}
    </Alert>
  );
}
