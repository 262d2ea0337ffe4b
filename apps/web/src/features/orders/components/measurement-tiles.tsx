import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const SIZES = {
  // Readable from arm's length on the cutting table.
  large: {
    columns: {
      xs: 'repeat(2, minmax(0, 1fr))',
      sm: 'repeat(3, minmax(0, 1fr))',
      md: 'repeat(4, minmax(0, 1fr))',
    },
    gap: 1.5,
    tile: {
      p: { xs: 1.5, sm: 2 },
      borderRadius: 2,
      border: 1,
      borderColor: 'divider',
      bgcolor: (theme: Theme) => `${theme.palette.primary.main}08`,
      minWidth: 0,
    },
    labelVariant: undefined,
    label: {
      fontSize: { xs: '0.95rem', sm: '1.05rem' },
      fontWeight: 600,
      overflowWrap: 'anywhere',
    },
    value: {
      m: 0,
      fontSize: { xs: '2rem', sm: '2.5rem' },
      lineHeight: 1.15,
      fontWeight: 700,
      color: 'text.primary',
      fontVariantNumeric: 'tabular-nums',
      overflowWrap: 'anywhere',
    },
  },
  compact: {
    columns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
    gap: 1,
    tile: { px: 1.5, py: 1, borderRadius: 2, bgcolor: 'action.hover', minWidth: 0 },
    labelVariant: 'caption',
    label: { display: 'block', overflowWrap: 'anywhere' },
    value: { m: 0, fontWeight: 600, overflowWrap: 'anywhere' },
  },
} as const;

/**
 * A garment's measurements as a grid of tiles, each name over its value: `large` for the one who
 * makes it, `compact` on the order's product card.
 */
export function MeasurementTiles({
  tiles,
  size,
}: {
  tiles: { name: string; label: string; value: ReactNode }[];
  size: keyof typeof SIZES;
}) {
  const style = SIZES[size];
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: style.columns, gap: style.gap }}
    >
      {tiles.map((tile) => (
        <Box
          key={tile.name}
          data-testid={size === 'large' ? 'measurement' : undefined}
          sx={style.tile}
        >
          <Typography
            component="dt"
            variant={style.labelVariant}
            color="text.secondary"
            sx={style.label}
          >
            {tile.label}
          </Typography>
          <Typography component="dd" variant="body1" sx={style.value}>
            {tile.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
