import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { cellContent, isBlankCell, type DataListColumn } from './data-list-types';

type DataListCardsProps<T> = {
  columns: DataListColumn<T>[];
  rows: readonly T[];
  getRowKey: (row: T) => string;
  ariaLabel?: string;
  onRowClick?: (row: T) => void;
  getRowLabel?: (row: T) => string;
  rowActions?: (row: T) => ReactNode;
  skeletonRows?: number;
};

function CardBody<T>({ columns, row }: { columns: DataListColumn<T>[]; row: T }) {
  const shown = columns.filter((column) => !column.hideOnNarrow);
  const titles = shown.filter((column) => column.cardSlot === 'title');
  const badges = shown.filter((column) => column.cardSlot === 'badge');
  const fields = shown.filter((column) => !column.cardSlot || column.cardSlot === 'field');
  return (
    <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
      {(titles.length > 0 || badges.length > 0) && (
        <Stack
          direction="row"
          spacing={1}
          sx={{
            alignItems: 'flex-start',
            justifyContent: 'space-between',
            mb: fields.length ? 1.5 : 0,
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            {titles.map((column, index) => {
              const value = column.cell(row);
              return (
                <Typography
                  key={column.id}
                  component="div"
                  variant={index === 0 ? 'subtitle1' : 'body2'}
                  color={index === 0 ? 'text.primary' : 'text.secondary'}
                  sx={{ fontWeight: index === 0 ? 600 : 400, overflowWrap: 'anywhere' }}
                >
                  {cellContent(value)}
                </Typography>
              );
            })}
          </Box>
          {badges.map((column) => {
            const value = column.cell(row);
            return isBlankCell(value) ? null : (
              <Box key={column.id} sx={{ flexShrink: 0 }}>
                {value}
              </Box>
            );
          })}
        </Stack>
      )}
      {fields.length > 0 && (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            columnGap: 2,
            rowGap: 1.25,
          }}
        >
          {fields.map((column) => (
            <Box key={column.id} sx={{ minWidth: 0 }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {column.header}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {cellContent(column.cell(row))}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </CardContent>
  );
}

/** The narrow-screen form of DataList: one card per row. */
export function DataListCards<T>({
  columns,
  rows,
  getRowKey,
  ariaLabel,
  onRowClick,
  getRowLabel,
  rowActions,
  skeletonRows,
}: DataListCardsProps<T>) {
  if (skeletonRows) {
    return (
      <Stack spacing={1.5} aria-busy="true">
        {Array.from({ length: skeletonRows }, (_, index) => (
          <Card key={index}>
            <CardContent>
              <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1.5 }}>
                <Skeleton variant="text" width="45%" height={28} />
                <Skeleton variant="rounded" width={72} height={24} />
              </Stack>
              <Stack direction="row" spacing={2}>
                <Skeleton variant="text" width="40%" />
                <Skeleton variant="text" width="40%" />
              </Stack>
              <Stack direction="row" spacing={2}>
                <Skeleton variant="text" width="40%" />
                <Skeleton variant="text" width="40%" />
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Stack
      component="ul"
      aria-label={ariaLabel}
      spacing={1.5}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {rows.map((row) => {
        const actions = rowActions?.(row);
        return (
          <Card component="li" key={getRowKey(row)}>
            {onRowClick ? (
              <CardActionArea onClick={() => onRowClick(row)} aria-label={getRowLabel?.(row)}>
                <CardBody columns={columns} row={row} />
              </CardActionArea>
            ) : (
              <CardBody columns={columns} row={row} />
            )}
            {actions && (
              <CardActions
                sx={{ px: 2, pb: 1.5, pt: 0, justifyContent: 'flex-end', flexWrap: 'wrap' }}
              >
                {actions}
              </CardActions>
            )}
          </Card>
        );
      })}
    </Stack>
  );
}
