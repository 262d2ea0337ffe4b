import type { Settings } from '@tailor/shared/settings-responses';
import { ruleText } from '@tailor/shared/rule-codes';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiConfig } from '../../../lib/api-client';
import { renderWithProviders } from '../../../test/render';
import { makeSettings } from '../../../test/settings-fixtures';
import { stubFetch, type StubCall } from '../../../test/render-page';
import { ShopSettingsSection } from './shop-settings-section';

const saved = makeSettings();

function setup() {
  let current = saved;
  const calls = stubFetch((call: StubCall) => {
    if (call.url === '/api/settings' && call.method === 'GET') return { body: current };
    if (call.url === '/api/settings' && call.method === 'PUT') {
      const body = call.body as Partial<Settings>;
      current = { ...current, ...body };
      return { body: current };
    }
    return { status: 404, body: { error: 'Not found', code: 'ROUTE_NOT_FOUND' } };
  });
  renderWithProviders(<ShopSettingsSection />);
  const puts = () => calls.filter((c) => c.method === 'PUT').map((c) => c.body);
  const upiId = () => screen.getByLabelText('UPI ID') as HTMLInputElement;
  const payee = () => screen.getByLabelText('Payee name') as HTMLInputElement;
  const save = () => screen.getByRole('button', { name: 'Save UPI details' });
  return { puts, upiId, payee, save };
}

describe('UpiSettingsCard', () => {
  const writeRetries = apiConfig.writeRetries;
  beforeEach(() => {
    apiConfig.writeRetries = 0;
  });
  afterEach(() => {
    apiConfig.writeRetries = writeRetries;
    vi.unstubAllGlobals();
  });

  it('saves the UPI ID without spaces and the payee name with PUT /settings', async () => {
    const { puts, upiId, payee, save } = setup();
    await screen.findByLabelText('UPI ID');
    expect(save()).toHaveProperty('disabled', true);
    fireEvent.change(upiId(), { target: { value: 'kumar tailors@okaxis' } });
    expect(upiId().value).toBe('kumartailors@okaxis');
    fireEvent.change(payee(), { target: { value: 'Kumar Tailors' } });
    fireEvent.click(save());
    expect(await screen.findByText('UPI details saved.')).toBeTruthy();
    expect(puts()).toEqual([{ upi_id: 'kumartailors@okaxis', upi_payee_name: 'Kumar Tailors' }]);
    await waitFor(() => expect(save()).toHaveProperty('disabled', true));
  });

  it('refuses an address that is not a UPI ID, with the rule’s message, and sends nothing', async () => {
    const { puts, upiId, save } = setup();
    await screen.findByLabelText('UPI ID');
    fireEvent.change(upiId(), { target: { value: 'kumartailors' } });
    fireEvent.click(save());
    expect(await screen.findByText(ruleText('UPI_ID_INVALID'))).toBeTruthy();
    expect(puts()).toEqual([]);
  });

  it('removes the UPI ID when the field is emptied', async () => {
    const { puts, upiId, save } = setup();
    await screen.findByLabelText('UPI ID');
    fireEvent.change(upiId(), { target: { value: 'kumar@ybl' } });
    fireEvent.click(save());
    expect(await screen.findByText('UPI details saved.')).toBeTruthy();
    await waitFor(() => expect(upiId().value).toBe('kumar@ybl'));
    fireEvent.change(upiId(), { target: { value: '' } });
    fireEvent.click(save());
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]).toEqual({ upi_id: null, upi_payee_name: null });
  });
});
