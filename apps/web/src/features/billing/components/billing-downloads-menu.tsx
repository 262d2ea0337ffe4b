import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';

export interface BillingMenuItem {
  key: string;
  label: string;
  icon: ReactNode;
  run: () => void;
  disabled: boolean;
}

/**
 * The bills menu of BillingDownloads, loaded when the button is first pressed (or pointed at or
 * focused): MUI's Menu is needed by nothing else on the owner's order page.
 */
export function BillingDownloadsMenu({
  id,
  buttonId,
  anchor,
  onClose,
  items,
  busy,
  onChoose,
}: {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  items: BillingMenuItem[];
  busy: boolean;
  onChoose: (run: () => void) => void;
}) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      {items.map((item) => (
        <MenuItem
          key={item.key}
          disabled={busy || item.disabled}
          onClick={() => onChoose(item.run)}
        >
          <ListItemIcon>{item.icon}</ListItemIcon>
          <ListItemText>{item.label}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
