import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
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

/**
 * The cards' inner styles, written once for the whole list. Each card's title, fields and badges
 * are plain elements with these classes, not MUI components with `sx`: a phone's order list draws
 * twenty cards of about fifteen elements each, and every `sx` is worked out, hashed and looked up
 * anew on every render of every card (the largest part of the list's first render).
 */
const CardList = styled('ul')(({ theme }) => {
  const { palette } = theme;
  return {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1.5),
    '& .data-card-body': { padding: theme.spacing(2) },
    '& .data-card-head': {
      display: 'flex',
      alignItems: 'flex-start',
      justifyContent: 'space-between',
      gap: theme.spacing(1),
    },
    '& .data-card-head:not(:last-child)': { marginBottom: theme.spacing(1.5) },
    '& .data-card-titles': { minWidth: 0 },
    '& .data-card-title': {
      ...theme.typography.subtitle1,
      fontWeight: 600,
      color: palette.text.primary,
      overflowWrap: 'anywhere',
    },
    '& .data-card-subtitle': {
      ...theme.typography.body2,
      color: palette.text.secondary,
      overflowWrap: 'anywhere',
    },
    '& .data-card-badge': { flexShrink: 0 },
    '& .data-card-fields': {
      margin: 0,
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: theme.spacing(2),
      rowGap: theme.spacing(1.25),
    },
    '& .data-card-fields > div': { minWidth: 0 },
    '& .data-card-fields dt': { ...theme.typography.caption, color: palette.text.secondary },
    '& .data-card-fields dd': {
      ...theme.typography.body2,
      margin: 0,
      overflowWrap: 'anywhere',
    },
  };
});

function CardBody<T>({ columns, row }: { columns: DataListColumn<T>[]; row: T }) {
  const shown = columns.filter((column) => !column.hideOnNarrow);
  const titles = shown.filter((column) => column.cardSlot === 'title');
  const badges = shown.filter((column) => column.cardSlot === 'badge');
  const fields = shown.filter((column) => !column.cardSlot || column.cardSlot === 'field');
  return (
    <div className="data-card-body">
      {(titles.length > 0 || badges.length > 0) && (
        <div className="data-card-head">
          <div className="data-card-titles">
            {titles.map((column, index) => (
              <div
                key={column.id}
                className={index === 0 ? 'data-card-title' : 'data-card-subtitle'}
              >
                {cellContent(column.cell(row))}
              </div>
            ))}
          </div>
          {badges.map((column) => {
            const value = column.cell(row);
            return isBlankCell(value) ? null : (
              <div key={column.id} className="data-card-badge">
                {value}
              </div>
            );
          })}
        </div>
      )}
      {fields.length > 0 && (
        <dl className="data-card-fields">
          {fields.map((column) => (
            <div key={column.id}>
              <dt>{column.header}</dt>
              <dd>{cellContent(column.cell(row))}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
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
    <CardList aria-label={ariaLabel}>
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
    </CardList>
  );
}
