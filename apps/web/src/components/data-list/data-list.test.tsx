import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DataList, type DataListColumn, type DataListProps } from './data-list';

type Row = { id: string; name: string; city: string | null; note: string };

const rows: Row[] = [
  { id: 'a', name: 'Asha Rao', city: 'Pune', note: 'Kurta' },
  { id: 'b', name: 'Vikram Shah', city: null, note: '  ' },
];

const columns: DataListColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, cardSlot: 'title' },
  { id: 'city', header: 'City', cell: (row) => row.city },
  { id: 'note', header: 'Note', cell: (row) => row.note, hideOnNarrow: true },
];

function renderList(props: Partial<DataListProps<Row>> = {}) {
  return renderWithProviders(
    <DataList<Row> columns={columns} rows={rows} getRowKey={(row) => row.id} {...props} />,
  );
}

/** A controllable IntersectionObserver: tests say when the observed element scrolls into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  /** Reports every observed element as (not) in view. */
  report(isIntersecting: boolean) {
    const entries = this.observed.map(
      (target) => ({ isIntersecting, target }) as unknown as IntersectionObserverEntry,
    );
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
  static live() {
    return FakeIntersectionObserver.instances.filter((o) => !o.disconnected);
  }
}

describe('DataList', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  describe('as a table', () => {
    it('shows a header per column and a row per item, with a dash for empty cells', () => {
      renderList({ layout: 'table', ariaLabel: 'Clients' });
      const table = screen.getByRole('table', { name: 'Clients' });
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
      expect(headers).toEqual(['Name', 'City', 'Note']);
      const [, first, second] = within(table).getAllByRole('row');
      expect(
        within(first!)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['Asha Rao', 'Pune', 'Kurta']);
      expect(
        within(second!)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['Vikram Shah', '-', '-']);
    });

    it('opens a row by click and by Enter or Space', () => {
      const onRowClick = vi.fn();
      renderList({ layout: 'table', onRowClick });
      const row = screen.getByRole('row', { name: /Asha Rao/ });
      expect(row.getAttribute('tabindex')).toBe('0');
      fireEvent.click(row);
      fireEvent.keyDown(row, { key: 'Enter' });
      fireEvent.keyDown(row, { key: ' ' });
      fireEvent.keyDown(row, { key: 'a' });
      expect(onRowClick).toHaveBeenCalledTimes(3);
      expect(onRowClick).toHaveBeenCalledWith(rows[0]);
    });

    it('leaves rows out of the tab order when they open nothing', () => {
      renderList({ layout: 'table' });
      expect(screen.getByRole('row', { name: /Asha Rao/ }).hasAttribute('tabindex')).toBe(false);
    });

    it('shows the title and subtitle', () => {
      renderList({ layout: 'table', title: 'Customers', subtitle: 'Everyone who ordered' });
      expect(screen.getByRole('heading', { name: 'Customers' })).toBeTruthy();
      expect(screen.getByText('Everyone who ordered')).toBeTruthy();
      // The title names the table when no other label is given.
      expect(screen.getByRole('table', { name: 'Customers' })).toBeTruthy();
    });
  });

  describe('as cards', () => {
    it('shows one card per item with labelled fields, leaving out columns hidden on narrow screens', () => {
      renderList({ layout: 'cards', ariaLabel: 'Clients' });
      expect(screen.queryByRole('table')).toBeNull();
      const cards = within(screen.getByRole('list', { name: 'Clients' })).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(within(cards[0]!).getByText('Asha Rao')).toBeTruthy();
      expect(within(cards[0]!).getByText('City')).toBeTruthy();
      expect(within(cards[0]!).getByText('Pune')).toBeTruthy();
      expect(within(cards[0]!).queryByText('Note')).toBeNull();
      expect(within(cards[0]!).queryByText('Kurta')).toBeNull();
      expect(within(cards[1]!).getByText('-')).toBeTruthy();
    });

    it('opens a card as a button named by getRowLabel', () => {
      const onRowClick = vi.fn();
      renderList({ layout: 'cards', onRowClick, getRowLabel: (row) => `Open ${row.name}` });
      fireEvent.click(screen.getByRole('button', { name: 'Open Vikram Shah' }));
      expect(onRowClick).toHaveBeenCalledWith(rows[1]);
    });

    it('shows per-row actions that do not open the row', () => {
      const onRowClick = vi.fn();
      const onCall = vi.fn();
      renderList({
        layout: 'cards',
        onRowClick,
        rowActions: (row) => <button onClick={() => onCall(row.id)}>Call {row.name}</button>,
      });
      fireEvent.click(screen.getByRole('button', { name: 'Call Asha Rao' }));
      expect(onCall).toHaveBeenCalledWith('a');
      expect(onRowClick).not.toHaveBeenCalled();
    });
  });

  it('picks the table on wide screens and cards on narrow ones', () => {
    const view = renderList();
    expect(screen.getByRole('table')).toBeTruthy();
    view.unmount();
    const wide = window.innerWidth;
    const { happyDOM } = window as unknown as {
      happyDOM: { setViewport(size: { width: number; height: number }): void };
    };
    act(() => happyDOM.setViewport({ width: 390, height: 844 }));
    try {
      renderList();
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.getAllByRole('listitem')).toHaveLength(2);
    } finally {
      act(() => happyDOM.setViewport({ width: wide, height: 768 }));
    }
  });

  describe('when there is nothing to show', () => {
    it.each(['table', 'cards'] as const)("says 'No data found.' (%s)", (layout) => {
      renderList({ layout, rows: [] });
      expect(screen.getByText('No data found.')).toBeTruthy();
    });

    it('shows the given empty message instead', () => {
      renderList({ rows: [], emptyMessage: 'No customers yet.' });
      expect(screen.getByText('No customers yet.')).toBeTruthy();
      expect(screen.queryByText('No data found.')).toBeNull();
    });

    it('shows a whole empty state when given one', () => {
      renderList({ rows: [], emptyMessage: <button>Create the first one</button> });
      expect(screen.getByRole('button', { name: 'Create the first one' })).toBeTruthy();
    });
  });

  describe('while the first page loads', () => {
    it.each(['table', 'cards'] as const)(
      'shows a skeleton, not rows or the empty text (%s)',
      (layout) => {
        const { container } = renderList({
          layout,
          rows: undefined,
          isLoading: true,
          skeletonRows: 3,
        });
        expect(screen.getByRole('status').textContent).toBe('Loading...');
        expect(container.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThanOrEqual(3);
        expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
        expect(screen.queryByText('No data found.')).toBeNull();
        expect(screen.queryByText('Asha Rao')).toBeNull();
      },
    );
  });

  describe('infinite loading', () => {
    const paging = { onLoadMore: vi.fn(), hasNextPage: true, isFetchingNextPage: false };
    beforeEach(() => paging.onLoadMore.mockReset());

    it('loads the next page when the end of the list comes into view', () => {
      renderList({ ...paging });
      const [observer] = FakeIntersectionObserver.live();
      expect(observer?.observed).toHaveLength(1);
      observer!.report(false);
      expect(paging.onLoadMore).not.toHaveBeenCalled();
      observer!.report(true);
      expect(paging.onLoadMore).toHaveBeenCalledTimes(1);
    });

    it('offers a Load more button as a fallback', () => {
      renderList({ ...paging });
      fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
      expect(paging.onLoadMore).toHaveBeenCalledTimes(1);
    });

    it("watches nothing while a page is loading, and says 'Loading more data...' in the table", () => {
      renderList({ ...paging, layout: 'table', isFetchingNextPage: true });
      expect(FakeIntersectionObserver.live()).toHaveLength(0);
      expect(screen.getByRole('status').textContent).toBe('Loading more data...');
      expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    });

    it("says 'Loading more...' on cards", () => {
      renderList({ ...paging, layout: 'cards', isFetchingNextPage: true });
      expect(screen.getByRole('status').textContent).toBe('Loading more...');
    });

    it('watches again once the page has arrived, so a short page loads the next one', () => {
      const view = renderList({ ...paging, isFetchingNextPage: true });
      expect(FakeIntersectionObserver.live()).toHaveLength(0);
      view.rerender(
        <DataList<Row> columns={columns} rows={rows} getRowKey={(row) => row.id} {...paging} />,
      );
      const live = FakeIntersectionObserver.live();
      expect(live).toHaveLength(1);
      live[0]!.report(true);
      expect(paging.onLoadMore).toHaveBeenCalledTimes(1);
    });

    it('marks the end in the table with "You\'re all caught up."', () => {
      renderList({ ...paging, layout: 'table', hasNextPage: false });
      expect(screen.getByText("You're all caught up.")).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
      expect(FakeIntersectionObserver.live()).toHaveLength(0);
    });

    it('marks the end on cards with "You\'ve seen all items"', () => {
      renderList({ ...paging, layout: 'cards', hasNextPage: false });
      expect(screen.getByText("You've seen all items")).toBeTruthy();
    });

    it('shows no end marker on a list without paging or without rows', () => {
      const view = renderList({ layout: 'table' });
      expect(screen.queryByText("You're all caught up.")).toBeNull();
      view.unmount();
      renderList({ ...paging, layout: 'table', hasNextPage: false, rows: [] });
      expect(screen.queryByText("You're all caught up.")).toBeNull();
    });
  });
});
