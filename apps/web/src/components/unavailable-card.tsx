import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * What a details screen shows for a record it cannot show (gone, or not loaded): why, the way back
 * to its list and, when loading failed, a retry.
 */
export function UnavailableCard({
  message,
  icon = <SearchOffIcon color="action" sx={{ fontSize: 56 }} aria-hidden />,
  failed = false,
  backTo,
  backLabel,
  onRetry,
  retryLabel,
  roomy = false,
}: {
  message: string;
  icon?: ReactNode;
  /** Says the message in the error colour. */
  failed?: boolean;
  backTo: string;
  backLabel: string;
  /** Offers a retry; none when the record is gone. */
  onRetry?: () => void;
  retryLabel: string;
  /** More room above and below on wider screens. */
  roomy?: boolean;
}) {
  return (
    <Card>
      <CardContent>
        <Stack
          spacing={2}
          sx={{ alignItems: 'center', textAlign: 'center', py: roomy ? { xs: 4, sm: 6 } : 4 }}
        >
          {icon}
          <Typography role="alert" variant="h6" component="p" color={failed ? 'error' : undefined}>
            {message}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button component={RouterLink} to={backTo} variant="contained">
              {backLabel}
            </Button>
            {onRetry && (
              <Button variant="outlined" onClick={onRetry}>
                {retryLabel}
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
