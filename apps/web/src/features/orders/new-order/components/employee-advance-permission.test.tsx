import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderNewOrder } from '../test/render-new-order';

afterEach(() => vi.unstubAllGlobals());

const advance = () => screen.getByLabelText('Advance payment') as HTMLInputElement;

async function toPayment(setup: Parameters<typeof renderNewOrder>[0]) {
  const view = renderNewOrder(setup);
  await view.chooseGender();
  view.fillCustomer();
  await view.fillProduct(
    1,
    setup?.area === 'employee' ? { assignee: 'Me (Ravi Kumar)' } : undefined,
  );
  await view.next();
  await screen.findByRole('heading', { name: 'Payment' });
  return view;
}

describe('the advance, for staff the shop does not let take money', { timeout: 30_000 }, () => {
  it('is closed with the reason, and the order goes without one', async () => {
    const view = await toPayment({ area: 'employee', mayCollect: false });
    await waitFor(() => expect(advance().disabled).toBe(true));
    expect(
      screen.getByText(
        'Your shop does not let your position take payments. The shopkeeper collects the advance.',
      ),
    ).toBeTruthy();
    await view.fillPayment();
    await view.next();
    await screen.findByRole('heading', { name: 'Customer' });
    await view.next();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await view.waitForCall(view.calls, '/api/create_order');
    const create = view.calls.find((c) => c.url === '/api/create_order');
    expect(create?.body).toMatchObject({ order: { advancePayment: 0 } });
  });

  it('stays open for staff whose position may take money', async () => {
    await toPayment({ area: 'employee', mayCollect: true });
    await waitFor(() => expect(advance().disabled).toBe(false));
    fireEvent.change(advance(), { target: { value: '200' } });
    expect(advance().value).toBe('200');
  });

  it('stays open for the shopkeeper without asking', async () => {
    const view = await toPayment({ area: 'shopkeeper', mayCollect: false });
    expect(advance().disabled).toBe(false);
    expect(view.calls.some((c) => c.url === '/api/my_permissions')).toBe(false);
  });
});
