import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { i18n } from '../lib/i18n';
import { renderWithProviders } from '../test/render';
import { CachedDataAge } from './cached-data-age';

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });

// 10:42 am in the shop (India, UTC+5:30) on 28 Nov 2026, and noon the same day.
const fetchedAt = Date.parse('2026-11-28T05:12:00Z');
const noon = new Date('2026-11-28T06:30:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(noon);
});

afterEach(async () => {
  vi.useRealTimers();
  setOnline(true);
  await i18n.changeLanguage('en');
});

describe('CachedDataAge', () => {
  it('says nothing online while the data could be refreshed', () => {
    renderWithProviders(<CachedDataAge dataUpdatedAt={fetchedAt} refreshError={null} />);
    expect(screen.queryByTestId('cached-data-age')).toBeNull();
  });

  it('says, offline, the time of day the data shown was brought up to date', () => {
    setOnline(false);
    renderWithProviders(<CachedDataAge dataUpdatedAt={fetchedAt} refreshError={null} />);
    expect(screen.getByRole('status').textContent).toBe('Offline: showing data from 10:42 am');
  });

  it('gives the date too when the data is from an earlier day, in the interface language', async () => {
    setOnline(false);
    await i18n.changeLanguage('hi');
    renderWithProviders(
      <CachedDataAge dataUpdatedAt={fetchedAt - 24 * 60 * 60_000} refreshError={null} />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      i18n.t('common:cachedAge.offline', { time: '27 नव॰ 2026, 10:42 am' }),
    );
  });

  it('says when the data is from, online, once refreshing it failed', () => {
    renderWithProviders(
      <CachedDataAge
        dataUpdatedAt={fetchedAt}
        refreshError={new ApiError('Server error', { status: 500, kind: 'http' })}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Could not refresh: showing data from 10:42 am',
    );
  });

  it('says it is offline when the browser believes it is online but the refetch reached nothing', () => {
    renderWithProviders(
      <CachedDataAge
        dataUpdatedAt={fetchedAt}
        refreshError={new ApiError('Network error', { status: null, kind: 'network' })}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Offline: showing data from 10:42 am');
  });

  it('appears when the connection goes, and goes when it returns', () => {
    renderWithProviders(<CachedDataAge dataUpdatedAt={fetchedAt} refreshError={null} />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      setOnline(false);
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status').textContent).toContain('10:42 am');
    act(() => {
      setOnline(true);
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing when there is no answer to date', () => {
    setOnline(false);
    renderWithProviders(
      <CachedDataAge
        dataUpdatedAt={0}
        refreshError={new ApiError('Network error', { status: null, kind: 'network' })}
      />,
    );
    expect(screen.queryByTestId('cached-data-age')).toBeNull();
  });
});
