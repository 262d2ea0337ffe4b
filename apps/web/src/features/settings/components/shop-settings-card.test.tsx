import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ruleText } from '@tailor/shared/rule-codes';
import type { Settings } from '@tailor/shared/settings-responses';
import { apiConfig } from '../../../lib/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { userDetailsQueryOptions } from '../../../lib/current-user';
import { createTestQueryClient, renderWithProviders } from '../../../test/render';
import { makeSettings } from '../../../test/settings-fixtures';
import { stubFetch, type StubAnswer, type StubCall } from '../../../test/render-page';
import { ShopSettingsSection } from './shop-settings-section';

const saved = makeSettings({ order_number_prefix: 'ST-' });

function setup(options: { get?: StubAnswer; put?: StubAnswer; client?: QueryClient } = {}) {
  let current = saved;
  const calls = stubFetch((call: StubCall) => {
    if (call.url === '/api/settings' && call.method === 'GET')
      return options.get ?? { body: current };
    if (call.url === '/api/settings' && call.method === 'PUT') {
      if (options.put) return options.put;
      current = { ...current, ...(call.body as Partial<Settings>) };
      return { body: current };
    }
    return {
      status: 404,
      body: {
        error: `Not found: ${call.method} ${call.url}`,
        code: 'ROUTE_NOT_FOUND',
        params: { method: call.method, path: call.url },
      },
    };
  });
  renderWithProviders(<ShopSettingsSection />, options.client);
  const puts = () => calls.filter((c) => c.method === 'PUT').map((c) => c.body);
  const prefix = () => screen.getByLabelText('Order number prefix') as HTMLInputElement;
  const preview = () => screen.getByTestId('order-number-preview').textContent;
  return { puts, prefix, preview };
}

describe('ShopSettingsCard', () => {
  const writeRetries = apiConfig.writeRetries;
  beforeEach(() => {
    apiConfig.writeRetries = 0;
  });
  afterEach(() => {
    apiConfig.writeRetries = writeRetries;
    vi.unstubAllGlobals();
  });

  it('previews the order number as bills show it while the prefix is typed', async () => {
    const { prefix, preview } = setup();
    await screen.findByLabelText('Order number prefix');
    expect(prefix().value).toBe('ST-');
    expect(preview()).toBe('Order #ST-42');
    fireEvent.change(prefix(), { target: { value: 'KT-' } });
    expect(preview()).toBe('Order #KT-42');
    fireEvent.change(prefix(), { target: { value: '' } });
    expect(preview()).toBe('Order #42');
  });

  it('has every screen write numbers with the new prefix once it is saved', async () => {
    const client = createTestQueryClient();
    const detailsKey = userDetailsQueryOptions().queryKey;
    client.setQueryData(detailsKey, { store: { order_number_prefix: 'ST-' } } as never);
    const { prefix } = setup({ client });
    await screen.findByLabelText('Order number prefix');
    expect(client.getQueryState(detailsKey)?.isInvalidated).toBe(false);
    fireEvent.change(prefix(), { target: { value: 'SGT-' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(client.getQueryState(detailsKey)?.isInvalidated).toBe(true);
  });

  it('keeps spaces out of the prefix', async () => {
    const { prefix, preview } = setup();
    await screen.findByLabelText('Order number prefix');
    fireEvent.change(prefix(), { target: { value: ' K T/' } });
    expect(prefix().value).toBe('KT/');
    expect(preview()).toBe('Order #KT/42');
  });

  it('saves the message language and prefix with PUT /settings', async () => {
    const { puts, prefix } = setup();
    await screen.findByLabelText('Order number prefix');
    expect(screen.getByRole('button', { name: 'Save settings' })).toHaveProperty('disabled', true);
    fireEvent.change(prefix(), { target: { value: 'KT-' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Language of customer messages' }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'தமிழ்' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(puts()).toEqual([{ customer_message_language: 'ta', order_number_prefix: 'KT-' }]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save settings' })).toHaveProperty(
        'disabled',
        true,
      ),
    );
  });

  it('refuses characters a prefix may not have, with the rule’s message', async () => {
    const { puts, prefix } = setup();
    await screen.findByLabelText('Order number prefix');
    fireEvent.change(prefix(), { target: { value: 'KT#' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(ruleText('SETTINGS_PREFIX_CHARACTERS'))).toBeTruthy();
    expect(puts()).toEqual([]);
  });

  it("shows the text of the server's code when it refuses, never its English sentence", async () => {
    const { prefix } = setup({
      put: {
        status: 400,
        body: { error: ruleText('SETTINGS_PREFIX_LENGTH'), code: 'VALIDATION_FAILED' },
      },
    });
    await screen.findByLabelText('Order number prefix');
    fireEvent.change(prefix(), { target: { value: 'AB-' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('Some details are not valid. Please check them and try again.'),
    ).toBeTruthy();
    expect(screen.queryByText(ruleText('SETTINGS_PREFIX_LENGTH'))).toBeNull();
  });

  it('shows a refusal by a shared rule at the field the server names, in its words', async () => {
    const { prefix, puts } = setup({
      put: {
        status: 400,
        body: {
          error: ruleText('SETTINGS_PREFIX_LENGTH'),
          code: 'VALIDATION_FAILED',
          params: { max: 10, rule: 'SETTINGS_PREFIX_LENGTH', field: 'order_number_prefix' },
        },
      },
    });
    await screen.findByLabelText('Order number prefix');
    fireEvent.change(prefix(), { target: { value: 'AB-' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    await waitFor(() => expect(prefix().getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen
        .getByText('Order number prefix must be at most 10 characters')
        .id.endsWith('helper-text'),
    ).toBe(true);
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    setup({ get: 'network-error' });
    expect(
      await screen.findByText("Could not load the shop's settings. Please try again."),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
