import type { Employee } from '@tailor/shared/employees';
import type { Settings } from '@tailor/shared/settings-responses';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiConfig } from '../../../lib/api-client';
import { renderWithProviders } from '../../../test/render';
import { makeSettings } from '../../../test/settings-fixtures';
import { stubFetch, type StubCall } from '../../../test/render-page';
import { ShopSettingsSection } from './shop-settings-section';

const ravi: Employee = {
  _id: 'emp-ravi',
  name: 'Ravi Kumar',
  phone: '9876543210',
  email: null,
  position: 'tailor',
  experience: 5,
  specialization: 'all types',
  active: true,
  sign_in: 'can_sign_in',
};

function setup(saved: Settings = makeSettings()) {
  let current = saved;
  const calls = stubFetch((call: StubCall) => {
    if (call.url === '/api/settings' && call.method === 'GET') return { body: current };
    if (call.url === '/api/settings' && call.method === 'PUT') {
      current = { ...current, ...(call.body as Partial<Settings>) };
      return { body: current };
    }
    if (call.url === '/api/get_employees') return { body: { employees: [ravi] } };
    return { status: 404, body: { error: 'Not found', code: 'ROUTE_NOT_FOUND' } };
  });
  renderWithProviders(<ShopSettingsSection />);
  const puts = () => calls.filter((c) => c.method === 'PUT').map((c) => c.body);
  const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
  const save = () => screen.getByRole('button', { name: 'Save capacity' });
  return { puts, field, save };
}

describe('CapacitySettingsCard', () => {
  const writeRetries = apiConfig.writeRetries;
  beforeEach(() => {
    apiConfig.writeRetries = 0;
  });
  afterEach(() => {
    apiConfig.writeRetries = writeRetries;
    vi.unstubAllGlobals();
  });

  it('saves the daily capacity, the buffer days and an employee’s capacity', async () => {
    const { puts, field, save } = setup();
    await screen.findByLabelText('Ravi Kumar');
    fireEvent.change(field('Garments per day (whole shop)'), { target: { value: '12' } });
    fireEvent.change(field('Buffer days'), { target: { value: '2' } });
    fireEvent.change(field('Ravi Kumar'), { target: { value: '4' } });
    fireEvent.click(save());
    expect(await screen.findByText('Capacity settings saved')).toBeTruthy();
    expect(puts()).toEqual([
      { daily_capacity: 12, buffer_days: 2, employee_capacity: { 'emp-ravi': 4 } },
    ]);
  });

  it('turns capacity planning off when the daily capacity is emptied', async () => {
    const { puts, field, save } = setup(
      makeSettings({ daily_capacity: 10, employee_capacity: { 'emp-ravi': 3 } }),
    );
    await waitFor(() => expect(field('Ravi Kumar').value).toBe('3'));
    fireEvent.change(field('Garments per day (whole shop)'), { target: { value: '' } });
    fireEvent.change(field('Ravi Kumar'), { target: { value: '' } });
    fireEvent.click(save());
    await waitFor(() =>
      expect(puts()).toEqual([{ daily_capacity: null, buffer_days: 0, employee_capacity: {} }]),
    );
  });

  it('refuses a capacity of 0 and buffer days above 30 with the rules’ words, and sends nothing', async () => {
    const { puts, field, save } = setup();
    await screen.findByLabelText('Ravi Kumar');
    fireEvent.change(field('Garments per day (whole shop)'), { target: { value: '0' } });
    fireEvent.change(field('Buffer days'), { target: { value: '31' } });
    fireEvent.click(save());
    expect(
      await screen.findByText(
        'Daily capacity must be a whole number of garments from 1 to 1000, or empty',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Buffer days must be a whole number from 0 to 30')).toBeTruthy();
    expect(puts()).toEqual([]);
  });
});
