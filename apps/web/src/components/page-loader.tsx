import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The Suspense fallback while a page's code loads: a bar at the top and 'Loading application...'. */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Box role="status" aria-live="polite">
      <LinearProgress
        aria-label={t('loading.application')}
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          right: 0,
          zIndex: (theme) => theme.zIndex.appBar + 1,
        }}
      />
      <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 6 }}>
        {t('loading.application')}
      </Typography>
    </Box>
  );
}
