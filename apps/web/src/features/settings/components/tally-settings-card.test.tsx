import { ruleText } from '@tailor/shared/rule-codes';
import type { Settings } from '@tailor/shared/settings-responses';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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
      const body = call.body as { tally_ledgers?: Partial<Settings['tally_ledgers']> };
      current = { ...current, tally_ledgers: { ...current.tally_ledgers!, ...body.tally_ledgers } };
      return { body: current };
    }
    return { status: 404, body: { error: 'Not found', code: 'ROUTE_NOT_FOUND' } };
  });
  renderWithProviders(<ShopSettingsSection />);
  const puts = () => calls.filter((c) => c.method === 'PUT').map((c) => c.body);
  const save = () => screen.getByRole('button', { name: 'Save ledger names' });
  return { puts, save };
}

describe('TallySettingsCard', () => {
  const writeRetries = apiConfig.writeRetries;
  beforeEach(() => {
    apiConfig.writeRetries = 0;
  });
  afterEach(() => {
    apiConfig.writeRetries = writeRetries;
    vi.unstubAllGlobals();
  });

  it('shows the default ledger names and saves the ones changed with the rest', async () => {
    const { puts, save } = setup();
    const sales = (await screen.findByLabelText('Sales ledger')) as HTMLInputElement;
    expect(sales.value).toBe('Tailoring Sales');
    expect((screen.getByLabelText('UPI ledger') as HTMLInputElement).value).toBe('UPI');
    fireEvent.change(sales, { target: { value: 'Stitching Income' } });
    fireEvent.click(save());
    expect(await screen.findByText('Ledger names saved.')).toBeTruthy();
    expect(puts()).toEqual([
      {
        tally_ledgers: {
          sales: 'Stitching Income',
          cgst: 'Output CGST',
          sgst: 'Output SGST',
          igst: 'Output IGST',
          customers: 'Customers',
          cash: 'Cash',
          upi: 'UPI',
          card: 'Card',
        },
      },
    ]);
  });

  it('refuses an empty ledger name and sends nothing', async () => {
    const { puts, save } = setup();
    fireEvent.change(await screen.findByLabelText('Cash ledger'), { target: { value: ' ' } });
    fireEvent.click(save());
    expect(await screen.findByText(ruleText('TALLY_LEDGER_NAME'))).toBeTruthy();
    await waitFor(() => expect(puts()).toEqual([]));
  });
});
