import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings } from '@tailor/shared/settings-responses';
import { useSettings } from '../api/get-settings';

function SettingsSkeleton({ rows }: { rows: number }) {
  const { t } = useTranslation('settings');
  return (
    <Card aria-busy="true" aria-label={t('loading')}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Skeleton variant="text" width="45%" height={32} />
        <Skeleton variant="text" width="70%" sx={{ mb: 2 }} />
        <Stack spacing={1.5}>
          {Array.from({ length: rows }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The shop's settings once loaded: a skeleton while loading, a retry on failure. */
export function WithSettings({
  rows,
  children,
}: {
  rows: number;
  children: (settings: Settings) => ReactNode;
}) {
  const { t } = useTranslation('settings');
  const settings = useSettings();
  if (settings.isError && !settings.data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void settings.refetch()}>
            {t('actions.retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  }
  if (!settings.data) return <SettingsSkeleton rows={rows} />;
  return children(settings.data);
}
