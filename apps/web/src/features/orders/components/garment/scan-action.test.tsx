import { fireEvent, screen, within } from '@testing-library/react';
import type { Garment } from '@tailor/shared/garments';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../../test/render-page';
import { ScanAction } from './scan-action';

const garment: Garment = {
  _id: 'p1',
  tag_code: 'K7M2QX',
  name: 'Blouse',
  order_id: 'o1',
  order_number: 12,
  order_status: 'In Process',
  due_date: '2026-12-05',
  customer_first_name: 'Meena',
  measurements: {},
  measurement_unit: 'in',
  note: null,
  uploadedImages: [],
  assigned_to: null,
  stage: null,
  next_stage: 'received',
  steps: [],
};

describe('ScanAction', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.setItem('authToken', 'token'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens the scanner; without a camera a typed tag or address offers the garment and its next step', async () => {
    const calls = stubFetch((call) => {
      if (call.method === 'POST')
        return { body: { ...garment, stage: 'received', next_stage: 'cutting' } };
      if (call.url.includes('/api/garments/K7M2QX')) return { body: garment };
      return { status: 404, body: { error: 'Not found' } };
    });
    renderPage(<ScanAction />, { path: '/app/order_list' });
    fireEvent.click(screen.getByRole('button', { name: 'Scan garment tags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan garment tags' });
    // jsdom has no camera: the scanner says so and takes a tag by hand.
    expect(
      await within(dialog).findByText(
        'The camera could not be opened. Allow it in the browser, or type the tag below.',
      ),
    ).toBeTruthy();
    const field = within(dialog).getByRole('textbox', { name: 'Tag' });
    fireEvent.change(field, { target: { value: 'upi://pay?pa=x' } });
    expect(within(dialog).getByRole('button', { name: 'Open' })).toHaveProperty('disabled', true);
    fireEvent.change(field, { target: { value: 'https://shop.example/g/k7m2qx' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open' }));
    const card = await within(dialog).findByTestId('scanned-garment');
    expect(within(card).getByText('Blouse · K7M2QX')).toBeTruthy();
    expect(within(card).getByText('Order 12 · Meena')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Mark Received done' }));
    expect(await within(dialog).findByText('Received marked done')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toMatchObject([
      { url: expect.stringContaining('/api/garments/K7M2QX/stage'), body: { stage: 'received' } },
    ]);
  });
});
