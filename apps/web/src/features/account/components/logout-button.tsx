import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { logout } from '../../../lib/session';

/** The account page's way out: ends the session at once (no question, unlike the app bar's). */
export function LogoutButton({ label, sx }: { label: string; sx?: SxProps<Theme> }) {
  return (
    <Button
      variant="outlined"
      color="error"
      startIcon={<LogoutIcon />}
      onClick={() => void logout()}
      sx={sx}
    >
      {label}
    </Button>
  );
}
