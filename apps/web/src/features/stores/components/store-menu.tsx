import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import CheckIcon from '@mui/icons-material/Check';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { StoreRef } from '@tailor/shared/auth';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/toast';
import { useSessionValue } from '../../../lib/session';
import { useSwitchStore } from '../api/switch-store';

/**
 * The app bar's store menu for an employee who works in more than one shop (`stores`, two or
 * more): choosing another shop switches to it (a new token) and opens its orders.
 */
export function StoreMenu({ stores: list }: { stores: StoreRef[] }) {
  const { t } = useTranslation('stores');
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'));
  const navigate = useNavigate();
  const toast = useToast();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const selectedStoreId = useSessionValue('selectedStoreId');
  const switchStore = useSwitchStore();

  const choose = async (store: StoreRef) => {
    setAnchor(null);
    if (store.store_id === selectedStoreId) return;
    try {
      await switchStore.mutateAsync({ store_id: store.store_id });
      toast.show(t('switcher.switched', { store: store.store_name }), { severity: 'success' });
      void navigate('/employee/orders');
    } catch {
      toast.show(t('errors.switchFailed'), { severity: 'error' });
    }
  };

  const label = t('switcher.label');
  const buttonProps = {
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? ('true' as const) : undefined,
    disabled: switchStore.isPending,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };

  return (
    <>
      {isDesktop ? (
        <Button
          color="inherit"
          startIcon={<StorefrontIcon />}
          endIcon={<ArrowDropDownIcon />}
          {...buttonProps}
        >
          {label}
        </Button>
      ) : (
        <Tooltip title={label}>
          <IconButton color="inherit" aria-label={label} {...buttonProps}>
            <StorefrontIcon />
          </IconButton>
        </Tooltip>
      )}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('switcher.menuLabel') } }}
      >
        <ListSubheader sx={{ lineHeight: '36px' }}>{t('switcher.heading')}</ListSubheader>
        {list.map((store) => {
          const current = store.store_id === selectedStoreId;
          return (
            <MenuItem key={store.store_id} selected={current} onClick={() => void choose(store)}>
              <ListItemIcon>{current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
              <ListItemText>{store.store_name}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
