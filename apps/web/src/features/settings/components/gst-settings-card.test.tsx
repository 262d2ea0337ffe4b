import { ruleText } from '@tailor/shared/rule-codes';
import { type Settings } from '@tailor/shared/settings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiConfig } from '../../../lib/api-client';
import { renderWithProviders } from '../../../test/render';
import { makeSettings } from '../../../test/settings-fixtures';
import { stubFetch, type StubCall } from '../../../test/render-page';
import { ShopSettingsSection } from './shop-settings-section';

function setup(saved: Settings = makeSettings()) {
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
  const gstin = () => screen.getByLabelText('GSTIN') as HTMLInputElement;
  const save = () => screen.getByRole('button', { name: 'Save GST details' });
  return { puts, gstin, save };
}

describe('GstSettingsCard', () => {
  const writeRetries = apiConfig.writeRetries;
  beforeEach(() => {
    apiConfig.writeRetries = 0;
  });
  afterEach(() => {
    apiConfig.writeRetries = writeRetries;
    vi.unstubAllGlobals();
  });

  it('saves the GSTIN upper-cased without spaces, with the rate, tailoring’s 5% by default', async () => {
    const { puts, gstin, save } = setup();
    await screen.findByLabelText('GSTIN');
    expect(screen.getByText('Tailoring services (SAC 998821) are taxed at 5%.')).toBeTruthy();
    expect(save()).toHaveProperty('disabled', true);
    fireEvent.change(gstin(), { target: { value: '07aapfu 0939f1zx' } });
    expect(gstin().value).toBe('07AAPFU0939F1ZX');
    fireEvent.click(save());
    expect(await screen.findByText('GST details saved.')).toBeTruthy();
    expect(puts()).toEqual([{ gstin: '07AAPFU0939F1ZX', gst_rate: 5 }]);
  });

  it('changes the rate', async () => {
    const { puts, save } = setup(makeSettings({ gstin: '07AAPFU0939F1ZX' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'GST rate' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByText('18%'));
    fireEvent.click(save());
    await waitFor(() => expect(puts()).toEqual([{ gstin: '07AAPFU0939F1ZX', gst_rate: 18 }]));
  });

  it('refuses a GSTIN whose check character does not match, with the rule’s message, and sends nothing', async () => {
    const { puts, gstin, save } = setup();
    await screen.findByLabelText('GSTIN');
    fireEvent.change(gstin(), { target: { value: '07AAPFU0939F1ZV' } });
    fireEvent.click(save());
    expect(await screen.findByText(ruleText('GSTIN_CHECKSUM'))).toBeTruthy();
    expect(puts()).toEqual([]);
  });

  it('removes the GSTIN when the field is emptied', async () => {
    const { puts, gstin, save } = setup(makeSettings({ gstin: '07AAPFU0939F1ZX' }));
    await waitFor(() => expect(gstin().value).toBe('07AAPFU0939F1ZX'));
    fireEvent.change(gstin(), { target: { value: '' } });
    fireEvent.click(save());
    await waitFor(() => expect(puts()).toEqual([{ gstin: null, gst_rate: 5 }]));
  });
});
