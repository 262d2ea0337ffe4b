import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { LeaveGuard, leaveAllowed } from './leave-guard';

function renderGuarded(when: boolean) {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <LeaveGuard when={when} /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/form'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('LeaveGuard', () => {
  it('asks before leaving while there is unsaved work; Stay stays, Leave goes', async () => {
    const router = renderGuarded(true);
    await act(() => router.navigate('/elsewhere'));
    const ask = await screen.findByRole('dialog', { name: 'Leave this page?' });
    expect(ask.textContent).toContain('Your changes have not been saved');
    fireEvent.click(within(ask).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/form');

    await act(() => router.navigate('/elsewhere'));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }),
    );
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
  });

  it('lets a deliberate departure (logout, a saved form) go without asking', async () => {
    const router = renderGuarded(true);
    await act(() => router.navigate('/elsewhere', { replace: true, state: leaveAllowed }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never asks without unsaved work', async () => {
    const router = renderGuarded(false);
    await act(() => router.navigate('/elsewhere'));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
  });
});
