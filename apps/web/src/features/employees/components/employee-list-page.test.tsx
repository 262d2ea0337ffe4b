import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EMPLOYEE_SEARCH_DELAY_MS } from '@tailor/shared/constants';
import type { Employee } from '@tailor/shared/employees';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiConfig } from '../../../lib/api-client';
import { renderWithProviders } from '../../../test/render';
import { makeEmployee, stubApi, team, type StubAnswer, type StubCall } from '../test/fixtures';
import { EmployeeListPage } from './employee-list-page';

function renderPage(answer: (call: StubCall) => StubAnswer, entry = '/app/employee-list') {
  const calls = stubApi(answer);
  const router = createMemoryRouter(
    [
      {
        path: '/app/employee-list',
        element: <EmployeeListPage renderInvites={(search) => <p>Invites for “{search}”</p>} />,
      },
      { path: '/app/employee-details/:id', element: <p>Employee page</p> },
    ],
    { initialEntries: [entry] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />), router, calls };
}

const listOf = (employees: Employee[]) => () => ({ body: { employees } });

async function dataRows() {
  const table = await screen.findByRole('table', { name: 'Employees' });
  await waitFor(() => expect(table.getAttribute('aria-busy')).toBeNull());
  return within(table).getAllByRole('row').slice(1);
}

const retries = apiConfig.writeRetries;
beforeEach(() => {
  apiConfig.writeRetries = 0;
});
afterEach(() => {
  apiConfig.writeRetries = retries;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('EmployeeListPage', () => {
  it('lists each employee with the first letter, name, email, position chip and +91 phone', async () => {
    const { calls } = renderPage(listOf(team));
    const [first, , third] = await dataRows();
    expect(calls[0]!.path).toBe('/api/get_employees');
    const cells = within(first!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'RRavi Kumar',
      'ravi@example.com',
      'Tailor',
      'Can sign in',
      '+91 98765 43210',
    ]);
    expect(within(first!).getByTestId('position-chip').textContent).toBe('Tailor');
    // No email shows the list's dash; the avatar takes the capital of a lower-case name.
    expect(
      within(third!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Aamit Joshi', '-', 'Assistant', 'Can sign in', '+91 90000 11111']);
  });

  it('says who can sign in: a linked account, a pending invite, or a record only', async () => {
    renderPage(
      listOf([
        makeEmployee({ _id: 'a', name: 'Anil Linked', sign_in: 'can_sign_in' }),
        makeEmployee({ _id: 'b', name: 'Bela Invited', sign_in: 'invited' }),
        makeEmployee({ _id: 'c', name: 'Chetan Record', sign_in: 'none' }),
      ]),
    );
    const rows = await dataRows();
    expect(
      rows.map((row) => {
        const cells = within(row).getAllByRole('cell');
        return [cells[0]!.textContent, cells[3]!.textContent];
      }),
    ).toEqual([
      ['AAnil Linked', 'Can sign in'],
      ['BBela Invited', 'Invited'],
      ['CChetan Record', 'No sign-in'],
    ]);
  });

  it('opens /app/employee-details/{id} when a row is clicked', async () => {
    const { router } = renderPage(listOf(team));
    const [, second] = await dataRows();
    fireEvent.click(second!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/employee-details/emp-2'));
  });

  it('filters by name, phone, email or position 300 ms after the last keystroke', async () => {
    renderPage(listOf(team));
    await dataRows();
    vi.useFakeTimers();
    const search = screen.getByRole('searchbox', { name: 'Search employees' });
    const names = () =>
      within(screen.getByRole('table', { name: 'Employees' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

    fireEvent.change(search, { target: { value: 'sun' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(EMPLOYEE_SEARCH_DELAY_MS - 100);
    });
    fireEvent.change(search, { target: { value: 'manager' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(EMPLOYEE_SEARCH_DELAY_MS - 1);
    });
    expect(names()).toHaveLength(3);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(names()).toEqual(['SSunita Shah']);

    for (const [text, expected] of [
      ['+91 90000', ['Aamit Joshi']],
      ['shop.in', ['SSunita Shah']],
      ['RAVI', ['RRavi Kumar']],
    ] as const) {
      fireEvent.change(search, { target: { value: text } });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(EMPLOYEE_SEARCH_DELAY_MS);
      });
      expect(names()).toEqual(expected);
    }

    fireEvent.change(search, { target: { value: 'nobody' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(EMPLOYEE_SEARCH_DELAY_MS);
    });
    expect(screen.getByText('No employees found.')).toBeTruthy();
  });

  it("shows 'No Employees Yet' when the shop has none", async () => {
    renderPage(listOf([]));
    expect(await screen.findByText('No Employees Yet')).toBeTruthy();
    expect(screen.getByText('Start building your team by adding the first employee.')).toBeTruthy();
  });

  it("says 'Loading employees...' while the list loads", async () => {
    renderPage(() => 'hang');
    const loading = await screen.findByText('Loading employees...');
    expect(loading.getAttribute('role')).toBe('status');
  });

  it('shows the load error in red and loads again on Retry', async () => {
    let fail = true;
    renderPage(() =>
      fail ? { status: 500, body: { error: 'down' } } : { body: { employees: team } },
    );
    const error = await screen.findByRole('alert');
    expect(error.textContent).toBe('Failed to load employees');
    // The theme's error red (#d32f2f).
    expect(getComputedStyle(error).color).toBe('#d32f2f');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await dataRows()).toHaveLength(3);
  });

  it('adds an employee with the spec’s required fields and shows them in the list', async () => {
    let employees = [makeEmployee()];
    const { calls } = renderPage((call) => {
      if (call.method === 'POST') {
        const added = makeEmployee({
          _id: 'emp-9',
          name: 'Meena Patel',
          phone: '9988776655',
          email: null,
        });
        employees = [...employees, added];
        return { status: 201, body: added };
      }
      return { body: { employees } };
    });
    await dataRows();
    fireEvent.click(screen.getByRole('button', { name: 'Add Employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Employee' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Employee' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Enter a valid 10-digit mobile number.')).toBeTruthy();
    expect(within(dialog).getByText('Experience is required')).toBeTruthy();
    expect(within(dialog).getByText('Specialization is required')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Meena Patel' } });
    fireEvent.change(within(dialog).getByLabelText(/^Mobile number/), {
      target: { value: '99887766551234' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Experience/), { target: { value: '4' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Specialization/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Embroidery' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Employee' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Employee' })).toBeNull());
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/add_employee',
      body: {
        name: 'Meena Patel',
        phone: '9988776655',
        position: 'tailor',
        experience: 4,
        specialization: 'embroidery',
      },
    });
    await waitFor(() => expect(screen.getByText('Meena Patel was added')).toBeTruthy());
    expect(
      (await dataRows()).map((row) => within(row).getAllByRole('cell')[0]!.textContent),
    ).toContain('MMeena Patel');
  });

  it('shows the Invites tab with the search in force', async () => {
    renderPage(listOf(team), '/app/employee-list?q=kiran');
    fireEvent.click(await screen.findByRole('tab', { name: 'Invites' }));
    expect(await screen.findByText('Invites for “kiran”')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Invites', selected: true })).toBeTruthy();
  });
});
