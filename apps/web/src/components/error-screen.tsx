import CloudOffIcon from '@mui/icons-material/CloudOff';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HomeIcon from '@mui/icons-material/Home';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import LockClockIcon from '@mui/icons-material/LockClock';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import ReplayIcon from '@mui/icons-material/Replay';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import WifiIcon from '@mui/icons-material/Wifi';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { classifyError, newErrorId, type ErrorCategory } from './classify-error';
import { useOnlineStatus } from './use-online-status';

type ErrorScreenProps = {
  error?: unknown;
  /** Forces a category, as the catch-all route does with 'notFound'. */
  category?: ErrorCategory;
  /** What Retry does; reloads the page when not given. */
  onRetry?: () => void;
};

const ICONS: Record<ErrorCategory, ReactElement> = {
  network: <CloudOffIcon fontSize="inherit" />,
  timeout: <HourglassEmptyIcon fontSize="inherit" />,
  auth: <LockClockIcon fontSize="inherit" />,
  notFound: <SearchOffIcon fontSize="inherit" />,
  general: <ErrorOutlineIcon fontSize="inherit" />,
};

/** The generic error screen: what went wrong, the connection state, an error id and a way out. */
export function ErrorScreen({ error, category, onRetry }: ErrorScreenProps) {
  const { t } = useTranslation('common');
  const online = useOnlineStatus();
  const [errorId] = useState(newErrorId);
  const [reported, setReported] = useState(false);
  const kind = category ?? classifyError(error, online);
  const textKey = kind === 'network' && !online ? 'offline' : kind;

  useEffect(() => {
    if (error !== undefined) console.error(`[${errorId}]`, error);
  }, [error, errorId]);

  const retry = onRetry ?? (() => window.location.reload());

  return (
    <Box sx={{ minHeight: '70dvh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ maxWidth: 480, width: '100%' }}>
        <CardContent>
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <Box
              aria-hidden
              sx={{
                fontSize: 56,
                color: kind === 'notFound' ? 'text.secondary' : 'error.main',
                lineHeight: 1,
              }}
            >
              {ICONS[kind]}
            </Box>
            <Typography variant="h5" component="h1">
              {t(`error.title.${textKey}`)}
            </Typography>
            <Typography color="text.secondary">{t(`error.description.${textKey}`)}</Typography>
            <Chip
              size="small"
              variant="outlined"
              color={online ? 'success' : 'default'}
              icon={online ? <WifiIcon /> : <WifiOffIcon />}
              label={t(online ? 'error.status.online' : 'error.status.offline')}
            />
            <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
              {t('error.errorId', { id: errorId })}
            </Typography>
            {reported && (
              <Alert severity="success" sx={{ width: '100%', textAlign: 'start' }}>
                {t('error.reported', { id: errorId })}
              </Alert>
            )}
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              {kind !== 'notFound' && (
                <Button variant="contained" startIcon={<ReplayIcon />} onClick={retry}>
                  {t('error.retry')}
                </Button>
              )}
              <Button
                variant={kind === 'notFound' ? 'contained' : 'outlined'}
                startIcon={<HomeIcon />}
                href="/"
              >
                {t('error.goHome')}
              </Button>
              <Button
                variant="text"
                startIcon={<ReportProblemIcon />}
                onClick={() => setReported(true)}
                disabled={reported}
              >
                {t('error.reportIssue')}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
