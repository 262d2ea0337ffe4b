import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** A list row's title: the person's avatar, their name in bold, and a tag under it when given. */
export function NameCell({
  avatar,
  name,
  tag,
}: {
  avatar: ReactNode;
  name: string;
  tag?: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} component="span">
      {avatar}
      <Box component="span" sx={{ minWidth: 0 }}>
        <Box component="span" sx={{ fontWeight: 600, display: 'block' }}>
          {name}
        </Box>
        {tag}
      </Box>
    </Stack>
  );
}
