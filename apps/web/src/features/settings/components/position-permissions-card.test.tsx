import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MEASUREMENT_TEMPLATES } from '@tailor/shared/measurements';
import { DEFAULT_POSITION_PERMISSIONS, type Settings } from '@tailor/shared/settings';
import { apiConfig } from '../../../lib/api-client';
import { renderWithProviders } from '../../../test/render';
import { stubFetch, type StubCall } from '../../../test/render-page';
import { ShopSettingsSection } from './shop-settings-section';

const saved: Settings = {
  customer_message_language: 'en',
  order_number_prefix: '',
  measurement_templates: DEFAULT_MEASUREMENT_TEMPLATES,
  custom_measurement_templates: false,
  position_permissions: {
    ...DEFAULT_POSITION_PERMISSIONS,
    other: { collect_payments: false },
  },
};

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

const card = () => within(screen.getByRole('region', { name: 'Who may take payments' }));
const toggle = (position: string) =>
  card().getByRole('switch', { name: `${position} can collect payments` }) as HTMLInputElement;

const writeRetries = apiConfig.writeRetries;
beforeEach(() => {
  apiConfig.writeRetries = 0;
});
afterEach(() => {
  apiConfig.writeRetries = writeRetries;
  vi.unstubAllGlobals();
});

describe('who may take payments, per position', () => {
  it("shows the shop's choice for each of the four positions", async () => {
    setup();
    await screen.findByRole('region', { name: 'Who may take payments' });
    expect(
      ['Manager', 'Tailor', 'Assistant', 'Other'].map((position) => toggle(position).checked),
    ).toEqual([true, true, true, false]);
    expect(card().getAllByText('Cannot collect payments')).toHaveLength(1);
  });

  it('saves every position with PUT /settings when the shopkeeper turns one off', async () => {
    const { puts } = setup();
    await screen.findByRole('region', { name: 'Who may take payments' });
    const save = card().getByRole('button', { name: 'Save permissions' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(toggle('Assistant'));
    expect(toggle('Assistant').checked).toBe(false);
    fireEvent.click(save);
    expect(await screen.findByText('Permissions saved.')).toBeTruthy();
    expect(puts()).toEqual([
      {
        position_permissions: {
          manager: { collect_payments: true },
          tailor: { collect_payments: true },
          assistant: { collect_payments: false },
          other: { collect_payments: false },
        },
      },
    ]);
    await waitFor(() => expect(save.disabled).toBe(true));
    expect(toggle('Assistant').checked).toBe(false);
  });

  it('puts a change back with Discard changes, sending nothing', async () => {
    const { puts } = setup();
    await screen.findByRole('region', { name: 'Who may take payments' });
    fireEvent.click(toggle('Other'));
    expect(toggle('Other').checked).toBe(true);
    fireEvent.click(card().getByRole('button', { name: 'Discard changes' }));
    expect(toggle('Other').checked).toBe(false);
    expect(puts()).toEqual([]);
  });
});
