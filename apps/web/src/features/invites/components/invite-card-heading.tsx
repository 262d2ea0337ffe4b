import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** An invite card's top row: an avatar, the card's heading with a line under it, then its status and actions. */
export function InviteCardHeading({
  avatar,
  headingId,
  level,
  title,
  subtitle,
  children,
}: {
  avatar: ReactNode;
  headingId: string;
  level: 'h2' | 'h3';
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      {avatar}
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography
          id={headingId}
          variant="subtitle1"
          component={level}
          sx={{ fontWeight: 600, overflowWrap: 'anywhere', lineHeight: 1.3 }}
        >
          {title}
        </Typography>
        {subtitle}
      </Box>
      {children}
    </Stack>
  );
}
