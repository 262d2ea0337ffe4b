import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageMenu } from './language-menu';
import { LogoutDialog } from './logout-dialog';
import { OutboxIndicator } from './outbox-indicator';
import type { AppArea } from './nav-items';
import { PageLoader } from './page-loader';
import { useShopName } from './use-shop-name';

export const DRAWER_WIDTH = 248;

const loadNavDrawer = () => import('./nav-drawer');
/**
 * The navigation drawer is not on a phone's first paint (it opens from the menu), so it loads on
 * the first open, starting as the finger touches the menu button; the docked drawer of a desktop
 * loads with the frame.
 */
const NavDrawer = lazy(() => loadNavDrawer().then((module) => ({ default: module.NavDrawer })));

/**
 * The frame of both signed-in areas: app bar with shop name, language and (on desktop) logout, and
 * the navigation drawer, which holds logout on phones. Logout asks first: getting back needs a new code. `storeSwitcher` (from the route tree, since components do not import features) sits
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
  // On a phone the drawer first loads when its menu is opened.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const shopName = useShopName() ?? t('appName');
  const closeDrawer = () => setDrawerOpen(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const askLogout = () => setLogoutOpen(true);

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <AppBar position="fixed" sx={{ zIndex: (th) => th.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          {!isDesktop && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={t('actions.openMenu')}
              onPointerDown={loadNavDrawer}
              onClick={() => {
                setDrawerWanted(true);
                setDrawerOpen(true);
              }}
            >
              <MenuIcon />
            </IconButton>
          )}
          {/* A long shop name shrinks and wraps onto a second line rather than being cut off. */}
          <Typography
            variant="h6"
            component="p"
            sx={{
              flexGrow: 1,
              minWidth: 0,
              fontSize: { xs: '1rem', sm: '1.25rem' },
              lineHeight: 1.25,
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {shopName}
          </Typography>
          <OutboxIndicator />
          {actions}
          {storeSwitcher && <Suspense fallback={null}>{storeSwitcher}</Suspense>}
          <LanguageMenu />
          {/* On phones logout lives in the menu, away from the language button. */}
          {isDesktop && (
            <Button color="inherit" startIcon={<LogoutIcon />} onClick={askLogout}>
              {t('actions.logout')}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Box
        component="nav"
        aria-label={t('nav.label')}
        sx={{
          width: { md: DRAWER_WIDTH },
          flexShrink: { md: 0 },
          // The docked drawer is fixed to the viewport; the nav column itself carries its colour
          // and border down the whole page, however long, so the sidebar never stops partway.
          bgcolor: { md: 'background.paper' },
          borderRight: { md: 1 },
          borderColor: { md: 'divider' },
        }}
      >
        {(isDesktop || drawerWanted) && (
          <Suspense fallback={null}>
            <NavDrawer
              area={area}
              width={DRAWER_WIDTH}
              docked={isDesktop}
              open={drawerOpen}
              onClose={closeDrawer}
              shopName={shopName}
              onLogout={askLogout}
            />
          </Suspense>
        )}
      </Box>
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
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
