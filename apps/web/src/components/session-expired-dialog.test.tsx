import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showSessionExpired } from '../lib/session-expired';
import { renderWithProviders } from '../test/render';

describe('the session-expired notice', () => {
  it("shows 'Session expired. Please login again.' in the app and closes on 'Sign in again'", async () => {
    // Every screen has it: the app's providers hold it.
    renderWithProviders(<p>Sign-in page</p>);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => showSessionExpired(null));
    const dialog = await screen.findByRole('dialog', { name: 'Signed out' });
    expect(within(dialog).getByText('Session expired. Please login again.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
