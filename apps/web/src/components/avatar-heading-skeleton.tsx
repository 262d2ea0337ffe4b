import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/**
 * The placeholder of a heading with an avatar (a person's or a shop's) while it loads: the
 * circle, the title's line and `below` it (a line or a chip's shape).
 */
export function AvatarHeadingSkeleton({
  size,
  titleWidth = '40%',
  titleHeight = 32,
  below,
  mb,
}: {
  size: number;
  titleWidth?: string;
  titleHeight?: number;
  below: ReactNode;
  mb?: number;
}) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb }}>
      <Skeleton variant="circular" width={size} height={size} />
      <Box sx={{ flexGrow: 1 }}>
        <Skeleton variant="text" width={titleWidth} height={titleHeight} />
        {below}
      </Box>
    </Stack>
  );
}
