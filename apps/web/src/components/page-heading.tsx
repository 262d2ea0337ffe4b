import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

/** A report screen's heading: its title and a line under it, with its one action at the side. */
export function PageHeading({
  title,
  subtitle,
  action,
}: {
  title: string;
  subtitle: string;
  action?: ReactNode;
}) {
  return (
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
  );
}
