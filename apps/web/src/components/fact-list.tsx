import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A description list laid out as a grid of facts, `columns` being its grid-template-columns by breakpoint. */
export function FactList({
  columns,
  columnGap = 2,
  children,
}: {
  columns: { xs: string; sm?: string; md?: string };
  columnGap?: number;
  children: ReactNode;
}) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: columns, columnGap, rowGap: 2 }}
    >
      {children}
    </Box>
  );
}

/**
 * One fact of a FactList: a small grey label over its value. `wide` spans the whole row;
 * `keepLines` keeps the line breaks of a value typed on several lines (an address).
 */
export function Fact({
  label,
  wide = false,
  keepLines = false,
  children,
}: {
  label: string;
  wide?: boolean;
  keepLines?: boolean;
  children: ReactNode;
}) {
  return (
    <Box sx={{ minWidth: 0, ...(wide && { gridColumn: '1 / -1' }) }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{
          m: 0,
          fontWeight: 500,
          overflowWrap: 'anywhere',
          ...(keepLines && { whiteSpace: 'pre-line' }),
        }}
      >
        {children}
      </Typography>
    </Box>
  );
}
