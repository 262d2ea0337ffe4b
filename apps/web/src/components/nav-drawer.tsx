import LogoutIcon from '@mui/icons-material/Logout';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavDrawerContent } from './nav-drawer-content';
import type { AppArea } from './nav-items';

/**
 * The signed-in frame's navigation: docked beside the page on a desktop; on a phone a drawer that
 * slides in from the menu button, with the shop's name on top and logout at the bottom.
 */
export function NavDrawer({
  area,
  width,
  docked,
  open,
  onClose,
  shopName,
  onLogout,
}: {
  area: AppArea;
  width: number;
  docked: boolean;
  open: boolean;
  onClose: () => void;
  shopName: string;
  onLogout: () => void;
}) {
  const { t } = useTranslation('common');
  // Loaded by its first opening, the drawer mounts closed and opens a frame later, so it slides in
  // as every later time.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const paper = { '& .MuiDrawer-paper': { width, boxSizing: 'border-box', borderRadius: 0 } };

  if (docked) {
    return (
      <Drawer variant="permanent" open sx={paper}>
        <Toolbar />
        <NavDrawerContent area={area} />
      </Drawer>
    );
  }
  return (
    <Drawer variant="temporary" open={open && mounted} onClose={onClose} sx={paper}>
      <Toolbar>
        <Typography
          variant="subtitle1"
          component="p"
          sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere', py: 1 }}
        >
          {shopName}
        </Typography>
      </Toolbar>
      <NavDrawerContent area={area} onNavigate={onClose} />
      <Divider sx={{ mt: 'auto' }} />
      <List sx={{ px: 1 }}>
        <ListItemButton
          onClick={() => {
            onClose();
            onLogout();
          }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            <LogoutIcon />
          </ListItemIcon>
          <ListItemText primary={t('actions.logout')} />
        </ListItemButton>
      </List>
    </Drawer>
  );
}
