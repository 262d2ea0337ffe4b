import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EmployeeDetail } from '@tailor/shared/employees';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiConfig } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { makeInvite } from '../../../test/invite-fixtures';
import { makeEmployee, stubApi } from '../test/fixtures';
import { EmployeeDetailsPage } from './employee-details-page';

const LINK = 'http://shop.test/invite/AbCdEfGhIjKlMnOpQrStUv';

function detailOf(overrides: Partial<EmployeeDetail>): EmployeeDetail {
  return {
    ...makeEmployee({ name: 'Meena Joshi', phone: '9876500002' }),
    has_login: false,
    created_at: '2026-11-01T10:00:00.000Z',
    assigned_products: 0,
    open_products: 0,
    ...overrides,
  };
}

function setup(detail: EmployeeDetail) {
  const calls = stubApi((call) => {
    if (call.path === '/api/employees/emp-1') return { body: detail };
    if (call.path === '/api/send-invite')
      return {
        status: 201,
        body: {
          invite_link: LINK,
          invite: makeInvite({ invite_link: LINK, name: 'Meena Joshi', phone: '9876500002' }),
        },
      };
    return { body: { items: [], total: 0, page: 1, limit: 10 } };
  });
  const router = createMemoryRouter(
    [{ path: '/app/employee-details/:id', element: <EmployeeDetailsPage employeeId="emp-1" /> }],
    { initialEntries: ['/app/employee-details/emp-1'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return calls;
}

const retries = apiConfig.writeRetries;
beforeEach(() => {
  apiConfig.writeRetries = 0;
  session.set('authToken', 'token-1');
  session.set('userId', 'user-1');
});
afterEach(() => {
  apiConfig.writeRetries = retries;
  vi.unstubAllGlobals();
});

describe('inviting someone already on the team', () => {
  it("opens the spec's invite dialog with their name and phone, and makes the link", async () => {
    const calls = setup(detailOf({ sign_in: 'none' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Invite to sign in' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite New Employee' }));
    expect((dialog.getByLabelText('Name') as HTMLInputElement).value).toBe('Meena Joshi');
    expect((dialog.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('9876500002');
    fireEvent.click(dialog.getByRole('button', { name: 'Generate Invite Link' }));
    expect(await dialog.findByText('Invite Link Generated!')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        name: 'Meena Joshi',
        phone: '9876500002',
      }),
    );
  });

  it('offers no invite to someone who can sign in or is invited already', async () => {
    setup(detailOf({ sign_in: 'invited' }));
    await screen.findByRole('heading', { name: 'Meena Joshi' });
    expect(screen.queryByRole('button', { name: 'Invite to sign in' })).toBeNull();
  });
});
