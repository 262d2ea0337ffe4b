import { ruleText } from '@tailor/shared/rule-codes';
import { type UpdateSettingsInput } from '@tailor/shared/settings';
import type { Settings } from '@tailor/shared/settings-responses';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiConfig } from '../../../lib/api-client';
import { renderWithProviders } from '../../../test/render';
import { makeSettings } from '../../../test/settings-fixtures';
import { stubFetch, type StubCall } from '../../../test/render-page';
import { ShopSettingsSection } from './shop-settings-section';

/** The server as PUT /settings is: `customer_messages` merged into what is stored. */
function setup(saved: Settings = makeSettings()) {
  let current = saved;
  const calls = stubFetch((call: StubCall) => {
    if (call.url === '/api/settings' && call.method === 'GET') return { body: current };
    if (call.url === '/api/settings' && call.method === 'PUT') {
      const body = call.body as UpdateSettingsInput;
      current = {
        ...current,
        customer_messages: { ...current.customer_messages, ...(body.customer_messages ?? {}) },
      };
      return { body: current };
    }
    return { status: 404, body: { error: 'Not found', code: 'ROUTE_NOT_FOUND' } };
  });
  renderWithProviders(<ShopSettingsSection />);
  const puts = () => calls.filter((c) => c.method === 'PUT').map((c) => c.body);
  const toggle = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;
  const days = () => screen.getByLabelText("Days before 'not collected'") as HTMLInputElement;
  const save = () => screen.getByRole('button', { name: 'Save messages' });
  return { puts, toggle, days, save };
}

describe('CustomerMessageSettingsCard', () => {
  const writeRetries = apiConfig.writeRetries;
  beforeEach(() => {
    apiConfig.writeRetries = 0;
  });
  afterEach(() => {
    apiConfig.writeRetries = writeRetries;
    vi.unstubAllGlobals();
  });

  it('shows each message on with when it goes, and the hours they go out', async () => {
    const { toggle, days } = setup();
    await screen.findByRole('switch', { name: 'Ready for pickup' });
    for (const name of [
      'Order taken',
      'Trial reminder',
      'Ready for pickup',
      'Balance due',
      'Not collected',
      'Delivered',
    ])
      expect(toggle(name).checked, name).toBe(true);
    expect(toggle('Ready for pickup').getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getByText(
        'When the order is marked Completed, with the balance and a link to pay by UPI',
      ),
    ).toBeTruthy();
    expect(days().value).toBe('7');
    expect(screen.getByText(/Messages go out from 08:00 to 21:00 shop time/).textContent).toContain(
      'the order page offers each message as a WhatsApp message to send by hand',
    );
  });

  it('saves only the switches that changed with PUT /settings', async () => {
    const { puts, toggle, save } = setup();
    await screen.findByRole('switch', { name: 'Ready for pickup' });
    expect(save()).toHaveProperty('disabled', true);
    fireEvent.click(toggle('Ready for pickup'));
    fireEvent.click(toggle('Delivered'));
    // Turned off and on again: unchanged, so not sent.
    fireEvent.click(toggle('Order taken'));
    fireEvent.click(toggle('Order taken'));
    fireEvent.click(save());
    expect(await screen.findByText('Message settings saved.')).toBeTruthy();
    expect(puts()).toEqual([{ customer_messages: { ready: false, delivered: false } }]);
    await waitFor(() => expect(save()).toHaveProperty('disabled', true));
    expect(toggle('Ready for pickup').checked).toBe(false);
    expect(toggle('Order taken').checked).toBe(true);
  });

  it("saves the days of 'not collected' alone when only they changed", async () => {
    const { puts, days, save } = setup();
    await screen.findByRole('switch', { name: 'Not collected' });
    fireEvent.change(days(), { target: { value: '14' } });
    fireEvent.click(save());
    await waitFor(() =>
      expect(puts()).toEqual([{ customer_messages: { not_collected_days: 14 } }]),
    );
  });

  it.each(['0', '91', ''])(
    "refuses '%s' days with the rule's message and sends nothing",
    async (value) => {
      const { puts, days, save } = setup();
      await screen.findByRole('switch', { name: 'Not collected' });
      fireEvent.change(days(), { target: { value } });
      fireEvent.click(save());
      expect(await screen.findByText(ruleText('NOT_COLLECTED_DAYS_INVALID'))).toBeTruthy();
      expect(ruleText('NOT_COLLECTED_DAYS_INVALID')).toContain('from 1 to 90');
      expect(puts()).toEqual([]);
    },
  );

  it("lets the days be changed only while 'not collected' is on", async () => {
    const { puts, toggle, days, save } = setup(
      makeSettings({
        customer_messages: { ...makeSettings().customer_messages, not_collected: false },
      }),
    );
    await screen.findByRole('switch', { name: 'Not collected' });
    expect(toggle('Not collected').checked).toBe(false);
    expect(days().disabled).toBe(true);
    fireEvent.click(toggle('Not collected'));
    expect(days().disabled).toBe(false);
    fireEvent.change(days(), { target: { value: '3' } });
    fireEvent.click(save());
    await waitFor(() =>
      expect(puts()).toEqual([
        { customer_messages: { not_collected: true, not_collected_days: 3 } },
      ]),
    );
  });
});
