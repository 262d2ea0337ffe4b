import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * What a list or chart shows when it has nothing: an icon in a soft circle, a title, a line of text
 * and an optional way on. `muted` greys the icon for 'nothing matches' (the data exists, the search
 * hid it). `frame` draws a card around it ('outlined') or the dashed outline of the chart whose
 * place it takes ('chart', `minHeight` tall).
 */
export function EmptyState({
  icon,
  title,
  body,
  action,
  muted = false,
  frame = 'none',
  minHeight,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  action?: ReactNode;
  muted?: boolean;
  frame?: 'none' | 'outlined' | 'chart';
  minHeight?: number;
}) {
  const content = (
    <Stack
      spacing={1.5}
      role={frame === 'chart' ? 'status' : undefined}
      sx={[
        { alignItems: 'center', justifyContent: 'center', textAlign: 'center', py: 2, minHeight },
        frame === 'chart' && {
          px: 2,
          borderRadius: 2,
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'divider',
          bgcolor: 'grey.50',
        },
      ]}
    >
      <Box
        aria-hidden
        sx={{
          width: 64,
          height: 64,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: muted ? 'text.secondary' : 'primary.main',
          bgcolor: (theme) => (muted ? theme.palette.grey[100] : `${theme.palette.primary.main}14`),
        }}
      >
        {icon}
      </Box>
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        {body}
      </Typography>
      {action}
    </Stack>
  );
  if (frame !== 'outlined') return content;
  return (
    <Paper variant="outlined" sx={{ py: 3, px: 2 }}>
      {content}
    </Paper>
  );
}
