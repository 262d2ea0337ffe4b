import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSessionValue } from '../../../lib/session';
import { useSwitchStore } from '../api/switch-store';

/**
 * For links that name a store (/employee/orders/{storeId}): when it is not the selected store,
 * switch to it first, then show `children`. A store the employee cannot work in says so.
 */
export function StoreFromLink({ storeId, children }: { storeId: string; children: ReactNode }) {
  const { t } = useTranslation('stores');
  const selectedStoreId = useSessionValue('selectedStoreId');
  const { mutateAsync: switchTo } = useSwitchStore();
  const [failed, setFailed] = useState(false);
  const asked = useRef<string | null>(null);
  const needsSwitch = storeId !== selectedStoreId;

  useEffect(() => {
    if (!needsSwitch || asked.current === storeId) return;
    asked.current = storeId;
    setFailed(false);
    switchTo({ store_id: storeId }).catch(() => setFailed(true));
  }, [needsSwitch, storeId, switchTo]);

  if (!needsSwitch) return <>{children}</>;
  if (failed) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button component={RouterLink} to="/employee/orders" color="inherit" size="small">
            {t('link.myOrders')}
          </Button>
        }
      >
        {t('errors.switchFailed')}
      </Alert>
    );
  }
  return (
    <Stack spacing={2} role="status" aria-label={t('selection.switching')}>
      <Skeleton variant="text" width="30%" height={44} />
      <Skeleton variant="rounded" height={240} />
    </Stack>
  );
}
