import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { dismissPushPrompt, pushPromptChanged, usePushOffer } from '../lib/push-prompt-store';
import { subscribeThisDevice } from '../lib/push-subscription';

type Status = 'idle' | 'busy' | 'denied' | 'failed';

/**
 * The offer to turn on push notifications. The browser's permission question is asked only when
 * the user presses 'Turn on', never on its own; 'Not now' hides the offer on this device.
 * `compact` fits it into the bell's panel.
 */
export function PushPrompt({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('notifications');
  const offer = usePushOffer();
  const [status, setStatus] = useState<Status>('idle');
  const queryClient = useQueryClient();
  const toast = useToast();
  const margin = compact ? { mx: 1.5, mb: 1.5 } : undefined;

  const close = () => {
    setStatus('idle');
    dismissPushPrompt();
  };

  if (status === 'denied' || status === 'failed') {
    return (
      <Alert severity={status === 'denied' ? 'warning' : 'error'} onClose={close} sx={margin}>
        {t(status === 'denied' ? 'push.denied' : 'push.failed')}
      </Alert>
    );
  }
  if (!offer) return null;

  const enable = async () => {
    setStatus('busy');
    try {
      const permission = await Notification.requestPermission();
      pushPromptChanged();
      if (permission === 'granted') {
        await subscribeThisDevice(queryClient);
        toast.show(t('push.enabled'), { severity: 'success' });
        setStatus('idle');
      } else {
        setStatus(permission === 'denied' ? 'denied' : 'idle');
      }
    } catch {
      setStatus('failed');
    }
  };

  return (
    <Alert
      severity="info"
      icon={<NotificationsActiveOutlinedIcon />}
      role="region"
      aria-label={t('push.title')}
      sx={margin}
    >
      <AlertTitle>{t('push.title')}</AlertTitle>
      {t('push.text')}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <Button
          size="small"
          variant="contained"
          disabled={status === 'busy'}
          onClick={() => void enable()}
        >
          {status === 'busy' ? t('push.enabling') : t('push.enable')}
        </Button>
        <Button size="small" color="inherit" disabled={status === 'busy'} onClick={close}>
          {t('push.notNow')}
        </Button>
      </Stack>
    </Alert>
  );
}
