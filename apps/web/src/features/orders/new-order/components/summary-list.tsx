import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';

/** Label and value pairs as a description list: side by side, wrapping on narrow screens. */
export function SummaryList({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(96px, max-content) 1fr',
        columnGap: 2,
        rowGap: 1,
      }}
    >
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}
          >
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
