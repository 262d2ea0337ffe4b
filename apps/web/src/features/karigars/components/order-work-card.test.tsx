import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { OrderWork } from '@tailor/shared/karigars';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render-page';
import { OrderWorkCard } from './order-work-card';

const ravi = { _id: 'e1', name: 'Ravi' };
const suresh = { _id: 'e2', name: 'Suresh' };

/** A blouse now assigned to Suresh: Ravi cut it before it moved; stitching is still to do. */
function work(changeable: { cutting: boolean; stitching: boolean }): OrderWork {
  return {
    products: [
      {
        product_id: 'p1',
        garment: 'Blouse',
        assignee: suresh,
        steps: [
          {
            stage: 'cutting',
            rate: 70,
            done: true,
            done_by: ravi,
            amount: 70,
            changeable: changeable.cutting,
          },
          {
            stage: 'stitching',
            rate: 120,
            done: false,
            done_by: null,
            amount: null,
            changeable: changeable.stitching,
          },
        ],
      },
    ],
  };
}

function stub(answer: OrderWork) {
  return stubFetch((call) =>
    call.url.includes('/karigar-work') ? { body: answer } : { status: 404, body: {} },
  );
}

describe('OrderWorkCard', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.setItem('authToken', 'token'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows who did a step, and offers no taking it back to a karigar who did not', async () => {
    const calls = stub(work({ cutting: false, stitching: true }));
    renderPage(<OrderWorkCard orderId="o1" />, { path: '/employee-order-details/o1' });
    expect(await screen.findByText('Cutting · ₹70 · done by Ravi')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark Cutting of Blouse not done' })).toBeNull();
    fireEvent.click(screen.getByText('Cutting · ₹70 · done by Ravi'));
    // Stitching is still his to mark done.
    fireEvent.click(screen.getByRole('button', { name: 'Mark Stitching of Blouse done' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      product_id: 'p1',
      stage: 'stitching',
      done: true,
    });
  });

  it('lets the shopkeeper take back a step another karigar did, and offers no new step of a cancelled order', async () => {
    stub(work({ cutting: true, stitching: false }));
    renderPage(<OrderWorkCard orderId="o1" />, { path: '/app/order-details/o1' });
    expect(
      await screen.findByRole('button', { name: 'Mark Cutting of Blouse not done' }),
    ).toBeTruthy();
    expect(screen.getByText('Cutting · ₹70 · done by Ravi')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark Stitching of Blouse done' })).toBeNull();
    expect(screen.getByText('Stitching · ₹120')).toBeTruthy();
  });
});
