import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

/**
 * A report screen: its title and a line under it, with its one action (if any) at the side, and the
 * report below.
 */
export function ReportPage({
  title,
  subtitle,
  action,
  children,
}: {
  title: string;
  subtitle: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <div>
          <PageTitle>{title}</PageTitle>
          <Typography color="text.secondary">{subtitle}</Typography>
        </div>
        {action}
      </Stack>
      {children}
    </Stack>
  );
}
