import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Capacity, CapacityEmployeeLoad } from '@tailor/shared/capacity';
import { addDays, daysBetween, todayInShopZone } from '@tailor/shared/dates';
import { i18n } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { jsonResponse } from '../../../test/responses';
import { AssigneeLoadWarning } from './assignee-load-warning';

const day = addDays(todayInShopZone(), 4);

/** GET /capacity with the given employees' loads and own capacities on every day. */
function stubCapacity(perEmployee: CapacityEmployeeLoad[], capacity: number | null = 10) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const from = url.searchParams.get('from')!;
    const to = url.searchParams.get('to')!;
    const answer: Capacity = {
      from,
      to,
      daily_capacity: capacity,
      buffer_days: 0,
      days: Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => ({
        date: addDays(from, i),
        garments: perEmployee.reduce((sum, e) => sum + e.garments, 0),
        capacity,
        per_employee: perEmployee,
      })),
    };
    return jsonResponse(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const ravi = (garments: number, capacity: number | null): CapacityEmployeeLoad => ({
  employee_id: 'emp-ravi',
  name: 'Ravi',
  garments,
  capacity,
});
const asha = { employee_id: 'emp-asha', name: 'Asha', garments: 4, capacity: 4 };

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('AssigneeLoadWarning', () => {
  it("warns when the employee's own day is full, and does not block", async () => {
    session.set('authToken', 'token-1');
    stubCapacity([ravi(6, 5)]);
    renderWithProviders(<AssigneeLoadWarning employeeId="emp-ravi" date={day} />);
    const warning = await screen.findByTestId('assignee-full');
    expect(warning.textContent).toMatch(/^Ravi already has 6 of 5 garments on \w+, /);
    expect(warning.textContent).toContain('You may still assign this garment to them.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says nothing for an employee with room that day', async () => {
    session.set('authToken', 'token-1');
    // Asha, full on the same day, shows the answer has arrived.
    stubCapacity([ravi(3, 5), asha]);
    renderWithProviders(
      <>
        <AssigneeLoadWarning employeeId="emp-asha" date={day} />
        <AssigneeLoadWarning employeeId="emp-ravi" date={day} />
      </>,
    );
    const warnings = await screen.findAllByTestId('assignee-full');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.textContent).toContain('Asha already has 4 of 4 garments');
  });

  it("counts the order's other garments for them, but not the ones already counted", async () => {
    session.set('authToken', 'token-1');
    stubCapacity([ravi(5, 5), asha]);
    renderWithProviders(
      <>
        <AssigneeLoadWarning employeeId="emp-asha" date={day} />
        {/* The edited order's garment is one of Ravi's 5: 4 others and this one fit. */}
        <AssigneeLoadWarning employeeId="emp-ravi" date={day} own={1} />
      </>,
    );
    await screen.findByText(/Asha already has/);
    expect(screen.queryByText(/Ravi already has/)).toBeNull();
  });

  it('names how many more the order gives them when it assigns several', async () => {
    session.set('authToken', 'token-1');
    stubCapacity([ravi(4, 5)]);
    renderWithProviders(<AssigneeLoadWarning employeeId="emp-ravi" date={day} adding={2} />);
    const warning = await screen.findByTestId('assignee-full');
    expect(warning.textContent).toContain('Ravi already has 4 of 5 garments');
    expect(warning.textContent).toContain('This order gives them 2 more.');
  });

  it('never warns without a capacity of their own, nor without a day or an employee', async () => {
    session.set('authToken', 'token-1');
    const fetchMock = stubCapacity([ravi(30, null)], null);
    renderWithProviders(
      <>
        <AssigneeLoadWarning employeeId="emp-ravi" date={day} />
        <AssigneeLoadWarning employeeId="" date={day} />
        <AssigneeLoadWarning employeeId="emp-ravi" date="" />
      </>,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('assignee-full')).toBeNull();
  });

  it('speaks the interface language', async () => {
    session.set('authToken', 'token-1');
    stubCapacity([ravi(6, 5)]);
    await act(() => i18n.changeLanguage('hi'));
    renderWithProviders(<AssigneeLoadWarning employeeId="emp-ravi" date={day} />);
    const warning = await screen.findByTestId('assignee-full');
    expect(warning.textContent).toContain('Ravi के पास');
    expect(warning.textContent).toContain('5 में से 6 कपड़े हैं');
  });
});
