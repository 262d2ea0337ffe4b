import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Garment } from '@tailor/shared/garments';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch, type StubCall } from '../../../../test/render-page';
import { GarmentPage } from './garment-page';

function garment(overrides: Partial<Garment> = {}): Garment {
  return {
    _id: 'p1',
    tag_code: 'K7M2QX',
    name: 'Blouse',
    order_id: 'o1',
    order_number: 12,
    order_status: 'In Process',
    due_date: '2026-12-05',
    customer_first_name: 'Meena',
    measurements: { Bust: '34', Sleeve: '12' },
    measurement_unit: 'in',
    note: 'Deep back',
    uploadedImages: [],
    assigned_to: { _id: 'e1', name: 'Ravi' },
    stage: 'received',
    next_stage: 'cutting',
    steps: [
      { stage: 'received', at: '2026-11-28T05:00:00.000Z', by: { _id: 'u1', name: 'Kumar' } },
    ],
    ...overrides,
  };
}

/** The garments API: GET answers the garment as the last POST left it, as the server does. */
function stub(answers: { get?: () => Garment | null; post?: (call: StubCall) => Garment }) {
  let current = answers.get?.() ?? null;
  return stubFetch((call) => {
    if (call.method === 'POST' && call.url.includes('/api/garments/K7M2QX/stage')) {
      const answer = answers.post!(call);
      current = { ...answer, order_completed: undefined };
      return { body: answer };
    }
    if (call.url.includes('/api/garments/')) {
      const found = current;
      return found
        ? { body: found }
        : {
            status: 404,
            body: {
              error: 'Garment not found: no garment of this shop has this tag',
              code: 'GARMENT_NOT_FOUND',
            },
          };
    }
    return { status: 404, body: { error: 'Not found' } };
  });
}

const open = (area: 'shopkeeper' | 'employee' = 'shopkeeper') =>
  renderPage(<GarmentPage tagCode="K7M2QX" area={area} />, {
    path: area === 'shopkeeper' ? '/app/g/:tag' : '/employee/g/:tag',
    entry: area === 'shopkeeper' ? '/app/g/K7M2QX' : '/employee/g/K7M2QX',
  });

describe('GarmentPage', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.setItem('authToken', 'token'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the garment, whose it is, its measurements, note and steps, and its order', async () => {
    stub({ get: () => garment() });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Blouse' })).toBeTruthy();
    expect(screen.getByText('Tag K7M2QX')).toBeTruthy();
    expect(screen.getByText('Now: Received')).toBeTruthy();
    expect(screen.getByText('Meena')).toBeTruthy();
    expect(screen.getByText('Ravi')).toBeTruthy();
    expect(screen.getByText('Deep back')).toBeTruthy();
    expect(screen.getByText('34 in')).toBeTruthy();
    const order = screen.getByRole('link', { name: 'Order 12' });
    expect(order.getAttribute('href')).toBe('/app/order-details/o1');
    const steps = screen.getByRole('list', { name: 'Steps' });
    expect(within(steps).getByText('Received')).toBeTruthy();
    expect(within(steps).getByText(/^Kumar · /)).toBeTruthy();
  });

  it('marks the next step done with one tap, once per tap however often it is sent', async () => {
    const calls = stub({
      get: () => garment(),
      post: () =>
        garment({
          stage: 'cutting',
          next_stage: 'stitching',
          order_completed: false,
          steps: [
            ...garment().steps,
            { stage: 'cutting', at: '2026-11-28T06:00:00.000Z', by: { _id: 'u2', name: 'Ravi' } },
          ],
        }),
    });
    open('employee');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark Cutting done' }));
    expect(await screen.findByText('Cutting marked done')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark Stitching done' })).toBeTruthy();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ stage: 'cutting' });
    const [, init] = vi.mocked(fetch).mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/\S{8,}/);
  });

  it('says so when the last garment made the order Completed, and offers nothing more once ready', async () => {
    stub({
      get: () => garment({ stage: 'trial', next_stage: 'ready' }),
      post: () => garment({ stage: 'ready', next_stage: null, order_completed: true }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark Ready done' }));
    expect(
      await screen.findByText('Every garment is ready: the order is now Completed'),
    ).toBeTruthy();
    expect(screen.getByText('This garment is ready')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Mark / })).toBeNull();
  });

  it("says a tag is not this shop's, with the way back to the orders", async () => {
    stub({ get: () => null });
    open();
    expect(await screen.findByText('No garment of this shop has this tag')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Back to orders' }).getAttribute('href')).toBe(
        '/app/order_list',
      ),
    );
  });
});
