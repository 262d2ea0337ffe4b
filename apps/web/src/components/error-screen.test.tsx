import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { renderWithProviders } from '../test/render';
import { ErrorScreen } from './error-screen';

function setOnline(value: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
}

describe('ErrorScreen', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    [new ApiError('x', { status: null, kind: 'network' }), 'Connection Error'],
    [new ApiError('x', { status: null, kind: 'timeout' }), 'Request Timeout'],
    [new ApiError('x', { status: 401, kind: 'http' }), 'Authentication Error'],
    [new ApiError('x', { status: 404, kind: 'http' }), 'Page Not Found'],
    [new Error('boom'), 'Something went wrong'],
  ])('titles %s as %s', (error, title) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setOnline(true);
    renderWithProviders(<ErrorScreen error={error} />);
    expect(screen.getByRole('heading', { name: title })).toBeDefined();
    expect(screen.getByText('Online')).toBeDefined();
  });

  it("says 'No Internet Connection' and shows Offline when the browser is offline", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setOnline(false);
    renderWithProviders(
      <ErrorScreen error={new ApiError('x', { status: null, kind: 'network' })} />,
    );
    expect(screen.getByRole('heading', { name: 'No Internet Connection' })).toBeDefined();
    expect(screen.getByText('Offline')).toBeDefined();
  });

  it('offers retry, go home and report issue; reporting thanks the user with the error id', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRetry = vi.fn();
    renderWithProviders(<ErrorScreen error={new Error('boom')} onRetry={onRetry} />);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');

    const id = /ERR-[2-9A-Z]{8}/.exec(screen.getByText(/^Error ID:/).textContent ?? '')?.[0];
    expect(id).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Report Issue' }));
    expect(screen.getByText(new RegExp(`Thank you for reporting.*${id}`))).toBeDefined();
  });

  it('renders without providers other than i18n (the last-resort boundary)', () => {
    render(<ErrorScreen category="notFound" />);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeDefined();
  });
});
