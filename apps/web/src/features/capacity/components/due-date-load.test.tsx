import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Capacity } from '@tailor/shared/capacity';
import { addDays, daysBetween, todayInShopZone } from '@tailor/shared/dates';
import { session } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { jsonResponse } from '../../../test/responses';
import { DueDateLoad } from './due-date-load';

const today = todayInShopZone();
const full = addDays(today, 3);

/** GET /capacity as a shop of 3 garments a day answers it: 3 due in 3 days and 4 the day after. */
function stubCapacity(loads: Record<string, number>, capacity: number | null = 3) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const from = url.searchParams.get('from')!;
      const to = url.searchParams.get('to')!;
      const answer: Capacity = {
        from,
        to,
        daily_capacity: capacity,
        buffer_days: 0,
        days: Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => {
          const date = addDays(from, i);
          return { date, garments: loads[date] ?? 0, capacity, per_employee: [] };
        }),
      };
      return jsonResponse(answer);
    }),
  );
}

function Field(props: { start: string; own?: { date: string; garments: number } }) {
  const [value, setValue] = useState(props.start);
  return (
    <>
      <output data-testid="chosen">{value}</output>
      <DueDateLoad value={value} onPick={setValue} own={props.own} />
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('DueDateLoad', () => {
  it('warns on a full day with the first free day after it, and takes that day on a tap', async () => {
    session.set('authToken', 'token-1');
    stubCapacity({ [full]: 3, [addDays(full, 1)]: 4 });
    renderWithProviders(<Field start={full} />);

    const warning = await screen.findByTestId('due-date-full');
    expect(warning.textContent).toContain('This day is full (3 of 3 garments).');
    expect(warning.textContent).toContain('First free day:');
    expect(warning.textContent).toContain('You may still keep this date.');
    expect(screen.getByTestId(`load-${full}`).getAttribute('data-level')).toBe('full');
    expect(screen.getByTestId(`load-${addDays(full, 1)}`).getAttribute('data-level')).toBe('over');

    fireEvent.click(within(warning).getByRole('button', { name: /^Take / }));
    expect(screen.getByTestId('chosen').textContent).toBe(addDays(full, 2));
    expect(screen.queryByTestId('due-date-full')).toBeNull();
  });

  it('takes a day tapped in the strip of the next 14 days', async () => {
    session.set('authToken', 'token-1');
    stubCapacity({});
    renderWithProviders(<Field start="" />);
    const strip = await screen.findByRole('list', { name: 'Garments due in the next 14 days' });
    expect(within(strip).getAllByRole('listitem')).toHaveLength(14);
    fireEvent.click(screen.getByTestId(`load-${addDays(today, 5)}`));
    expect(screen.getByTestId('chosen').textContent).toBe(addDays(today, 5));
  });

  it("does not count the edited order's own garments against its own day", async () => {
    session.set('authToken', 'token-1');
    stubCapacity({ [full]: 3 });
    renderWithProviders(<Field start={full} own={{ date: full, garments: 1 }} />);
    expect((await screen.findByTestId(`load-${full}`)).textContent).toContain('2/3');
    expect(screen.queryByTestId('due-date-full')).toBeNull();
  });

  it('never warns without a daily capacity', async () => {
    session.set('authToken', 'token-1');
    stubCapacity({ [full]: 30 }, null);
    renderWithProviders(<Field start={full} />);
    expect((await screen.findByTestId(`load-${full}`)).textContent).toContain('30');
    expect(screen.getByText('Garments due per day. Tap a day to choose it.')).toBeTruthy();
    expect(screen.queryByTestId('due-date-full')).toBeNull();
  });
});
