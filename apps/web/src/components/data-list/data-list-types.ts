import type { ReactNode } from 'react';

/** One column of a DataList: a table column on wide screens, a line of a card on narrow ones. */
export type DataListColumn<T> = {
  id: string;
  header: string;
  /** The cell's content; null, undefined, false or blank text shows a dash. */
  cell: (row: T) => ReactNode;
  /** Leave the column off the cards (narrow screens); the table still shows it. */
  hideOnNarrow?: boolean;
  align?: 'left' | 'right' | 'center';
  /** Where the value goes on a card: the heading line, the top-right corner, or the label/value grid. */
  cardSlot?: 'title' | 'badge' | 'field';
  /** Table column width (px number or CSS length). */
  width?: number | string;
};

export type DataListLayout = 'auto' | 'table' | 'cards';

export type DataListProps<T> = {
  columns: DataListColumn<T>[];
  rows: readonly T[] | undefined;
  getRowKey: (row: T) => string;
  title?: string;
  subtitle?: string;
  /** Names the table (or the list of cards) for assistive technology; defaults to the title. */
  ariaLabel?: string;
  /** Makes rows (and cards) clickable and reachable by keyboard. */
  onRowClick?: (row: T) => void;
  /** The accessible name of a clickable card ('Order #12, Asha Rao'). */
  getRowLabel?: (row: T) => string;
  /** Buttons shown under each card (narrow screens). */
  rowActions?: (row: T) => ReactNode;
  /** Replaces 'No data found.'; text or a whole empty state. */
  emptyMessage?: ReactNode;
  /** A line under the list, such as how many of more rows it shows. */
  note?: string | false;
  /** The first page is loading: skeleton rows instead of data. */
  isLoading?: boolean;
  skeletonRows?: number;
  /** Infinite loading: give all three; end markers show once hasNextPage is false. */
  onLoadMore?: () => void;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  /** 'auto' (default) picks the table from the md breakpoint up and cards below it. */
  layout?: DataListLayout;
};

/** A cell value that should show as a dash. */
export function isBlankCell(value: ReactNode): boolean {
  return (
    value === null ||
    value === undefined ||
    value === false ||
    (typeof value === 'string' && value.trim() === '')
  );
}

export const EMPTY_CELL = '-';

export function cellContent(value: ReactNode): ReactNode {
  return isBlankCell(value) ? EMPTY_CELL : value;
}
