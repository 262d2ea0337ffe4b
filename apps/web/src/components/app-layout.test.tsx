import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../lib/navigation';
import { session } from '../lib/session';
import { renderPage, stubFetch } from '../test/render-page';
import { AppLayout } from './app-layout';

const SHOP = 'Shree Ganesh Tailors and Ladies Boutique';

/** Phone (below the md breakpoint) or desktop, as the layout's media query sees it. */
function viewport(width: number) {
  vi.stubGlobal('innerWidth', width);
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

function setup(width: number) {
  viewport(width);
  session.set('authToken', 'token-1');
  session.set('selectedStoreName', SHOP);
  const navigate = vi.fn();
  setNavigator(navigate);
  const calls = stubFetch(() => ({ status: 204 }));
  renderPage(<AppLayout area="shopkeeper" />, { path: '/app/order_list' });
  return { calls, navigate };
}

afterEach(() => {
  setNavigator(null);
  vi.unstubAllGlobals();
});

describe('AppLayout on a phone', () => {
  it('keeps logout out of the app bar, in the menu, and asks before logging out', async () => {
    const { calls, navigate } = setup(390);
    const bar = screen.getByRole('banner');
    expect(within(bar).queryByRole('button', { name: 'Logout' })).toBeNull();
    // The whole shop name is there to wrap, not cut to one line with an ellipsis.
    const name = within(bar).getByText(SHOP);
    expect(name.classList.contains('MuiTypography-noWrap')).toBe(false);

    fireEvent.click(within(bar).getByRole('button', { name: 'Open navigation menu' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    const ask = await screen.findByRole('dialog', { name: 'Log out?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log out?' })).toBeNull());
    expect(session.get('authToken')).toBe('token-1');
    expect(calls.some((c) => c.url === '/api/auth/logout')).toBe(false);

    fireEvent.click(within(bar).getByRole('button', { name: 'Open navigation menu' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    const again = await screen.findByRole('dialog', { name: 'Log out?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/auth/logout')).toBe(true);
    expect(session.get('authToken')).toBeNull();
  });
});

describe('AppLayout on a desktop', () => {
  it('shows logout in the app bar and asks before logging out', async () => {
    const { calls } = setup(1280);
    const bar = screen.getByRole('banner');
    fireEvent.click(within(bar).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('dialog', { name: 'Log out?' })).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/auth/logout')).toBe(false);
    expect(session.get('authToken')).toBe('token-1');
  });
});
