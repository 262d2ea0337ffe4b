import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { KeyboardEvent } from 'react';
import { cellContent, type DataListColumn } from './data-list-types';

type DataListTableProps<T> = {
  columns: DataListColumn<T>[];
  rows: readonly T[];
  getRowKey: (row: T) => string;
  ariaLabel?: string;
  onRowClick?: (row: T) => void;
  /** Show this many skeleton rows instead of `rows`. */
  skeletonRows?: number;
};

function activateOnKey(event: KeyboardEvent, activate: () => void) {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    activate();
  }
}

/** The wide-screen form of DataList. */
export function DataListTable<T>({
  columns,
  rows,
  getRowKey,
  ariaLabel,
  onRowClick,
  skeletonRows,
}: DataListTableProps<T>) {
  return (
    <TableContainer>
      <Table size="medium" aria-label={ariaLabel} aria-busy={skeletonRows ? true : undefined}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.id}
                align={column.align}
                sx={{
                  width: column.width,
                  fontWeight: 600,
                  color: 'text.secondary',
                  whiteSpace: 'nowrap',
                  bgcolor: 'grey.50',
                }}
              >
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {skeletonRows
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <TableRow key={`skeleton-${index}`}>
                  {columns.map((column) => (
                    <TableCell key={column.id} align={column.align}>
                      <Skeleton variant="text" width={index % 2 ? '70%' : '85%'} />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : rows.map((row) => {
                const open = onRowClick ? () => onRowClick(row) : undefined;
                return (
                  <TableRow
                    key={getRowKey(row)}
                    hover={Boolean(open)}
                    tabIndex={open ? 0 : undefined}
                    onClick={open}
                    onKeyDown={open ? (event) => activateOnKey(event, open) : undefined}
                    sx={
                      open
                        ? {
                            cursor: 'pointer',
                            '&:focus-visible': {
                              outline: (theme) => `2px solid ${theme.palette.primary.main}`,
                              outlineOffset: -2,
                            },
                          }
                        : undefined
                    }
                  >
                    {columns.map((column) => (
                      <TableCell key={column.id} align={column.align}>
                        {cellContent(column.cell(row))}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
