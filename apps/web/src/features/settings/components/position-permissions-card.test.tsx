import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_POSITION_PERMISSIONS } from '@tailor/shared/settings';
import type { Settings } from '@tailor/shared/settings-responses';
import { apiConfig } from '../../../lib/api-client';
import { renderWithProviders } from '../../../test/render';
import { stubFetch, type StubCall } from '../../../test/render-page';
import { ShopSettingsSection } from './shop-settings-section';
import { makeSettings } from '../../../test/settings-fixtures';

const saved = makeSettings({
  position_permissions: {
    ...DEFAULT_POSITION_PERMISSIONS,
    other: { collect_payments: false, see_prices: true },
    tailor: { collect_payments: true, see_prices: false },
  },
});

function setup() {
  let current = saved;
  const calls = stubFetch((call: StubCall) => {
    if (call.url === '/api/settings' && call.method === 'GET') return { body: current };
    if (call.url === '/api/settings' && call.method === 'PUT') {
      current = { ...current, ...(call.body as Partial<Settings>) };
      return { body: current };
    }
    return { status: 404, body: { error: 'Not found' } };
  });
  renderWithProviders(<ShopSettingsSection />);
  return { puts: () => calls.filter((c) => c.method === 'PUT').map((c) => c.body) };
}

const TITLE = 'Who may see prices and take payments';
const card = () => within(screen.getByRole('region', { name: TITLE }));
const toggle = (position: string) =>
  card().getByRole('switch', { name: `${position} can collect payments` }) as HTMLInputElement;
const pricesToggle = (position: string) =>
  card().getByRole('switch', { name: `${position} may see prices` }) as HTMLInputElement;

const writeRetries = apiConfig.writeRetries;
beforeEach(() => {
  apiConfig.writeRetries = 0;
});
afterEach(() => {
  apiConfig.writeRetries = writeRetries;
  vi.unstubAllGlobals();
});

describe('who may see prices and take payments, per position', () => {
  it("shows the shop's choice for each of the four positions", async () => {
    setup();
    await screen.findByRole('region', { name: TITLE });
    const positions = ['Manager', 'Tailor', 'Assistant', 'Other'];
    expect(positions.map((position) => pricesToggle(position).checked)).toEqual([
      true,
      false,
      true,
      true,
    ]);
    // A tailor cannot see prices, so cannot collect either, whatever was saved for collecting.
    expect(positions.map((position) => toggle(position).checked)).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(toggle('Tailor').disabled).toBe(true);
    expect(
      card().getAllByText(
        'Staff who cannot see prices cannot collect payments: the balance is a price too.',
      ),
    ).toHaveLength(1);
  });

  it('saves see_prices with PUT /settings and locks collecting while prices are hidden', async () => {
    const { puts } = setup();
    await screen.findByRole('region', { name: TITLE });
    fireEvent.click(pricesToggle('Manager'));
    expect(pricesToggle('Manager').checked).toBe(false);
    expect(toggle('Manager').checked).toBe(false);
    expect(toggle('Manager').disabled).toBe(true);
    fireEvent.click(pricesToggle('Tailor'));
    // Shown again, the tailor's saved collect choice comes back.
    expect(toggle('Tailor').checked).toBe(true);
    expect(toggle('Tailor').disabled).toBe(false);
    fireEvent.click(card().getByRole('button', { name: 'Save permissions' }));
    expect(await screen.findByText('Permissions saved.')).toBeTruthy();
    expect(puts()).toEqual([
      {
        position_permissions: {
          manager: { collect_payments: true, see_prices: false },
          tailor: { collect_payments: true, see_prices: true },
          assistant: { collect_payments: true, see_prices: true },
          other: { collect_payments: false, see_prices: true },
        },
      },
    ]);
  });

  it('saves every position with PUT /settings when the shopkeeper turns one off', async () => {
    const { puts } = setup();
    await screen.findByRole('region', { name: TITLE });
    const save = card().getByRole('button', { name: 'Save permissions' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(toggle('Assistant'));
    expect(toggle('Assistant').checked).toBe(false);
    fireEvent.click(save);
    expect(await screen.findByText('Permissions saved.')).toBeTruthy();
    expect(puts()).toEqual([
      {
        position_permissions: {
          manager: { collect_payments: true, see_prices: true },
          tailor: { collect_payments: true, see_prices: false },
          assistant: { collect_payments: false, see_prices: true },
          other: { collect_payments: false, see_prices: true },
        },
      },
    ]);
    await waitFor(() => expect(save.disabled).toBe(true));
    expect(toggle('Assistant').checked).toBe(false);
  });

  it('puts a change back with Discard changes, sending nothing', async () => {
    const { puts } = setup();
    await screen.findByRole('region', { name: TITLE });
    fireEvent.click(toggle('Other'));
    expect(toggle('Other').checked).toBe(true);
    fireEvent.click(card().getByRole('button', { name: 'Discard changes' }));
    expect(toggle('Other').checked).toBe(false);
    expect(puts()).toEqual([]);
  });
});
