import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isNavItemActive, NAV_ITEMS, type AppArea } from './nav-items';

/** The list of screens in the navigation drawer; marks the current one. */
export function NavDrawerContent({ area, onNavigate }: { area: AppArea; onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <List sx={{ px: 1 }}>
      {NAV_ITEMS[area].map((item) => {
        const active = isNavItemActive(item, pathname);
        return (
          <ListItemButton
            key={item.to}
            component={Link}
            to={item.to}
            selected={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            sx={{ mb: 0.5 }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
            <ListItemText primary={t(item.labelKey)} />
          </ListItemButton>
        );
      })}
    </List>
  );
}
