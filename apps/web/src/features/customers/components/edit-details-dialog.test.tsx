import { ruleText } from '@tailor/shared/rule-codes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CustomerDetail } from '@tailor/shared/customers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiConfig } from '../../../lib/api-client';
import { renderWithProviders } from '../../../test/render';
import { stubApi, type StubAnswer, type StubCall } from '../test/stub-api';
import { EditDetailsDialog } from './edit-details-dialog';

const son: CustomerDetail = {
  _id: 'c2',
  name: 'Priya Patl',
  gender: 'male',
  mobile_no: '9876543210',
  address: '7 Nehru Nagar, Indore',
  relation: 'son',
  date_of_birth: '2012-06-01',
  gstin: null,
  people_on_mobile: 2,
  order_count: 1,
  last_order_date: '2026-11-05',
  created_at: '2026-11-01T10:00:00.000Z',
  share_link: 'http://localhost/shared_customer_orders/abc',
};

function setup(
  put: (call: StubCall) => StubAnswer = (call) => ({ body: { ...son, ...saved(call) } }),
) {
  const calls = stubApi(put);
  const onClose = vi.fn();
  renderWithProviders(<EditDetailsDialog customer={son} open onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Edit details' });
  const name = within(dialog).getByRole('textbox', { name: 'Name' });
  const save = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  return { calls, onClose, dialog, name, save };
}

function saved(call: StubCall) {
  const body = call.body as { name: string; relation: string; gender?: string };
  return { name: body.name, relation: body.relation, gender: body.gender ?? son.gender };
}

async function chooseRelation(dialog: HTMLElement, relation: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Relation' }));
  fireEvent.click(await screen.findByRole('option', { name: relation }));
}

describe('EditDetailsDialog', { timeout: 20_000 }, () => {
  const writeRetries = apiConfig.writeRetries;
  beforeEach(() => {
    apiConfig.writeRetries = 0;
  });
  afterEach(() => {
    apiConfig.writeRetries = writeRetries;
    vi.unstubAllGlobals();
  });

  it('opens with the person as they are and saves a corrected name, relation and gender', async () => {
    const { calls, onClose, dialog, name, save } = setup();
    expect((name as HTMLInputElement).value).toBe('Priya Patl');
    expect(within(dialog).getByRole('combobox', { name: 'Relation' }).textContent).toBe('Son');
    expect(within(dialog).getByRole('radio', { name: 'Male' })).toHaveProperty('checked', true);

    fireEvent.change(name, { target: { value: 'Priya Patel' } });
    await chooseRelation(dialog, 'Daughter');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Female' }));
    save();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/api/customers/c2');
    expect(put.body).toEqual({
      name: 'Priya Patel',
      relation: 'daughter',
      gender: 'female',
      dateOfBirth: '2012-06-01',
      gstin: '',
    });
    expect(await screen.findByText('Details updated.')).toBeTruthy();
  });

  it('keeps a business customer’s GSTIN, upper-cased, and refuses one whose check character does not match', async () => {
    const { calls, onClose, dialog, save } = setup();
    const gstin = within(dialog).getByLabelText('GSTIN (business customers)');
    fireEvent.change(gstin, { target: { value: '27aapfu0939f1zx' } });
    save();
    expect(await within(dialog).findByText(ruleText('GSTIN_CHECKSUM'))).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    fireEvent.change(gstin, { target: { value: '27aapfu0939f1zv' } });
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ gstin: '27AAPFU0939F1ZV' });
  });

  it('shows the name-taken refusal at the name field and stays open', async () => {
    const { onClose, dialog, name, save } = setup(() => ({
      status: 409,
      body: {
        error: 'Someone on this mobile number already has this name',
        code: 'CUSTOMER_NAME_TAKEN',
      },
    }));
    fireEvent.change(name, { target: { value: 'Suresh Patel' } });
    save();
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    const helper = document.getElementById(name.getAttribute('aria-describedby')!);
    expect(helper?.textContent).toBe('Someone on this mobile number already has this name');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses an empty name without asking the server', async () => {
    const { calls, dialog, name, save } = setup();
    fireEvent.change(name, { target: { value: '   ' } });
    save();
    expect(await within(dialog).findByText('Customer name is required.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('says so when the details cannot be saved', async () => {
    const { onClose, dialog, save } = setup(() => 'network-error');
    save();
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Failed to update customer details. Please try again.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
