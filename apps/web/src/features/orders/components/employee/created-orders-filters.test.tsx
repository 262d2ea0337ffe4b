import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdIdle } from '../../../../test/idle';
import { renderWithProviders } from '../../../../test/render';
import type { EmployeeOrderFilters } from '../../lib/employee-order-filters';
import { CreatedOrdersFilters } from './created-orders-filters';

function Filters({ initial = {} }: { initial?: EmployeeOrderFilters }) {
  const [filters, setFilters] = useState(initial);
  const [rangeError, setRangeError] = useState(false);
  return (
    <CreatedOrdersFilters
      filters={filters}
      onChange={setFilters}
      rangeError={rangeError}
      onRangeError={setRangeError}
    />
  );
}

/** The field shown while its picker loads: a read-only text box with the label. */
const placeholder = (label: string) =>
  screen.queryAllByRole('textbox', { name: label }).find((input) => input.hasAttribute('readonly'));
/** The date picker's field (its sections are a group named by the label) and its value. */
const picker = (label: string) => screen.findByRole('group', { name: label });
const pickerInput = (group: HTMLElement) => group.parentElement!.querySelector('input')!;

describe('CreatedOrdersFilters', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the date fields at once with their days, and their pickers once the browser is idle', async () => {
    const browser = holdIdle();
    renderWithProviders(<Filters initial={{ startDate: '2026-11-01' }} />);
    expect((placeholder('From') as HTMLInputElement).value).toBe('2026-11-01');
    expect((placeholder('To') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('group', { name: 'Filter by status' })).toBeTruthy();
    // Nothing fetches the pickers until the browser is idle after the first paint.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('group', { name: 'From' })).toBeNull();
    expect(browser.waiting()).toBe(1);

    browser.idle();
    expect(pickerInput(await picker('From')).value).toBe('2026-11-01');
    expect(pickerInput(await picker('To')).value).toBe('');
    expect(placeholder('From')).toBeUndefined();
    expect(placeholder('To')).toBeUndefined();

    // The pickers set the filters as before: a typed day applies, an end before the start does not.
    fireEvent.change(pickerInput(await picker('From')), { target: { value: '2026-11-10' } });
    await waitFor(() =>
      expect(pickerInput(screen.getByRole('group', { name: 'From' })).value).toBe('2026-11-10'),
    );
    fireEvent.change(pickerInput(await picker('To')), { target: { value: '2026-11-01' } });
    expect(await screen.findByText('End date cannot be earlier than start date.')).toBeTruthy();
  });

  it('gives the focus to the picker of a field focused before the pickers had loaded', async () => {
    holdIdle();
    renderWithProviders(<Filters />);
    act(() => placeholder('To')!.focus());
    const to = await picker('To');
    await waitFor(() => expect(to.contains(document.activeElement)).toBe(true));
  });

  it('opens the picker whose calendar button was pressed before the pickers had loaded', async () => {
    holdIdle();
    renderWithProviders(<Filters />);
    const button = placeholder('From')!.parentElement!.querySelector('.MuiInputAdornment-root')!;
    fireEvent.pointerDown(button);
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByRole('grid')).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
