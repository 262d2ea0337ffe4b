import LogoutIcon from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { logout, useSessionValue } from '../lib/session';
import { LanguageMenu } from './language-menu';
import { PageLoader } from './page-loader';

/** The frame of pages outside both areas (store selection, invites, customers' shared pages). */
export function PublicLayout() {
  const { t } = useTranslation('common');
  const token = useSessionValue('authToken');
  return (
    <Box sx={{ minHeight: '100dvh' }}>
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 1 }}>
          <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
            {t('appName')}
          </Typography>
          <LanguageMenu />
          {token && (
            <Tooltip title={t('actions.logout')}>
              <IconButton
                color="inherit"
                edge="end"
                aria-label={t('actions.logout')}
                onClick={() => void logout()}
              >
                <LogoutIcon />
              </IconButton>
            </Tooltip>
          )}
        </Toolbar>
      </AppBar>
      <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
