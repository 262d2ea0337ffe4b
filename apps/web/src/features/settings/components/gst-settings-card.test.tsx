import { ruleText } from '@tailor/shared/rule-codes';
import type { Settings } from '@tailor/shared/settings-responses';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiConfig } from '../../../lib/api-client';
import { renderWithProviders } from '../../../test/render';
import { makeSettings } from '../../../test/settings-fixtures';
import { stubFetch, type StubCall } from '../../../test/render-page';
import { ShopSettingsSection } from './shop-settings-section';

const DEFAULTS = {
  gst_scheme: 'unregistered',
  composition_rate: 6,
  sac_code: '998821',
  turnover_above_5_crore: false,
};
const REGULAR = makeSettings({ gstin: '07AAPFU0939F1ZX', gst_scheme: 'regular' });

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
    // A GSTIN typed into an unregistered shop's card makes it regular: tax invoices.
    expect(puts()).toEqual([
      { ...DEFAULTS, gst_scheme: 'regular', gstin: '07AAPFU0939F1ZX', gst_rate: 5 },
    ]);
  });

  it('changes the rate', async () => {
    const { puts, save } = setup(REGULAR);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'GST rate' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByText('18%'));
    fireEvent.click(save());
    await waitFor(() =>
      expect(puts()).toEqual([
        { ...DEFAULTS, gst_scheme: 'regular', gstin: '07AAPFU0939F1ZX', gst_rate: 18 },
      ]),
    );
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
    const { puts, gstin, save } = setup(REGULAR);
    await waitFor(() => expect(gstin().value).toBe('07AAPFU0939F1ZX'));
    fireEvent.change(gstin(), { target: { value: '' } });
    fireEvent.click(save());
    await waitFor(() => expect(puts()).toEqual([{ ...DEFAULTS, gstin: null, gst_rate: 5 }]));
  });

  it('chooses the composition scheme with its rate and code, and says to confirm them with the accountant', async () => {
    const { puts, save } = setup(REGULAR);
    expect(await screen.findByText(/confirm them with your accountant/)).toBeTruthy();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'GST registration' }));
    fireEvent.click(
      within(screen.getByRole('listbox')).getByText('Composition scheme (bill of supply)'),
    );
    expect(screen.getByText(/headed “Bill of Supply”/)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'GST rate' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Composition rate (%)'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('SAC/HSN code'), { target: { value: '99 88 12' } });
    fireEvent.click(screen.getByLabelText(/turnover was above ₹5 crore/));
    fireEvent.click(save());
    await waitFor(() =>
      expect(puts()).toEqual([
        {
          gst_scheme: 'composition',
          gstin: '07AAPFU0939F1ZX',
          gst_rate: 5,
          composition_rate: 5,
          sac_code: '998812',
          turnover_above_5_crore: true,
        },
      ]),
    );
  });

  it('refuses a registered scheme without a GSTIN, and a code that is too short, sending nothing', async () => {
    const { puts, save } = setup();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'GST registration' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByText('Regular (tax invoices)'));
    fireEvent.change(screen.getByLabelText('SAC/HSN code'), { target: { value: '9988' } });
    fireEvent.click(save());
    expect(await screen.findByText(ruleText('GST_SCHEME_NEEDS_GSTIN'))).toBeTruthy();
    expect(await screen.findByText(ruleText('SAC_CODE'))).toBeTruthy();
    expect(puts()).toEqual([]);
  });
});
