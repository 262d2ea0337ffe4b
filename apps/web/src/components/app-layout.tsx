import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { logout } from '../lib/session';
import { LanguageMenu } from './language-menu';
import { NavDrawerContent } from './nav-drawer-content';
import type { AppArea } from './nav-items';
import { PageLoader } from './page-loader';
import { useShopName } from './use-shop-name';

export const DRAWER_WIDTH = 248;

/**
 * The frame of both signed-in areas: app bar with shop name, language and logout, and the navigation
 * drawer. `storeSwitcher` (from the route tree, since components do not import features) sits
 * before the language button.
 */
export function AppLayout({
  area,
  storeSwitcher,
  actions,
}: {
  area: AppArea;
  storeSwitcher?: ReactNode;
  /** App bar buttons before the store switcher and language (the notification bell). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const shopName = useShopName() ?? t('appName');
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <AppBar position="fixed" sx={{ zIndex: (th) => th.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          {!isDesktop && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={t('actions.openMenu')}
              onClick={() => setDrawerOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
            {shopName}
          </Typography>
          {actions}
          {storeSwitcher && <Suspense fallback={null}>{storeSwitcher}</Suspense>}
          <LanguageMenu />
          {isDesktop ? (
            <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => void logout()}>
              {t('actions.logout')}
            </Button>
          ) : (
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
      <Box
        component="nav"
        aria-label={t('nav.label')}
        sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}
      >
        {isDesktop ? (
          <Drawer
            variant="permanent"
            open
            sx={{
              '& .MuiDrawer-paper': {
                width: DRAWER_WIDTH,
                boxSizing: 'border-box',
                borderRadius: 0,
              },
            }}
          >
            <Toolbar />
            <NavDrawerContent area={area} />
          </Drawer>
        ) : (
          <Drawer
            variant="temporary"
            open={drawerOpen}
            onClose={closeDrawer}
            ModalProps={{ keepMounted: true }}
            sx={{
              '& .MuiDrawer-paper': {
                width: DRAWER_WIDTH,
                boxSizing: 'border-box',
                borderRadius: 0,
              },
            }}
          >
            <Toolbar>
              <Typography variant="subtitle1" component="p" noWrap sx={{ fontWeight: 600 }}>
                {shopName}
              </Typography>
            </Toolbar>
            <NavDrawerContent area={area} onNavigate={closeDrawer} />
          </Drawer>
        )}
      </Box>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, md: 3 }, pb: 4 }}>
        <Toolbar />
        <Box sx={{ pt: { xs: 2, md: 3 }, maxWidth: 1200, mx: 'auto' }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
