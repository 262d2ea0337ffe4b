import type { Approval, ApprovalList } from '@tailor/shared/approvals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { renderWithProviders } from '../../../../test/render';
import { ApprovalsCard } from './approvals-card';
import { stubFetch } from './order-fixtures';

function approval(overrides: Partial<Approval> = {}): Approval {
  return {
    _id: 'appr-1',
    kind: 'addon',
    description: 'Lining',
    amount: 150,
    image_url: null,
    image_id: null,
    status: 'pending',
    customer_note: null,
    decided_at: null,
    created_at: '2026-11-28T04:55:00.000Z',
    created_by_name: 'Ravi',
    ...overrides,
  };
}

const PHOTO_ID = '5b0f3c1e-8d2a-4c6e-9f1a-2b3c4d5e6f70';
const photos = [{ _id: PHOTO_ID, url: '/api/images/key-1?exp=1&sig=a' }];

function renderCard(
  list: ApprovalList,
  props: Partial<{ open: boolean; mayAskAddon: boolean }> = {},
  created?: Approval,
) {
  let current = list;
  const calls = stubFetch((call) => {
    if (call.url === '/api/orders/order-1/approvals' && call.method === 'GET')
      return { body: current };
    if (call.url === '/api/orders/order-1/approvals' && call.method === 'POST') {
      current = { ...current, approvals: [...current.approvals, created!] };
      return { status: 201, body: created };
    }
    return { status: 404, body: { error: 'Not found' } };
  });
  renderWithProviders(
    <ApprovalsCard
      orderId="order-1"
      open={props.open ?? true}
      mayAskAddon={props.mayAskAddon ?? true}
    />,
  );
  return calls;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('ApprovalsCard', () => {
  it('lists each approval with its price, status, answer time and the customer’s note', async () => {
    renderCard({
      approvals: [
        approval(),
        approval({
          _id: 'appr-2',
          kind: 'design',
          description: 'Boat neck',
          amount: null,
          image_url: photos[0]!.url,
          status: 'declined',
          customer_note: 'Round neck please',
          decided_at: '2026-11-28T05:01:00.000Z',
        }),
      ],
      photos,
    });
    const items = await screen.findAllByTestId('approval');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Add-on');
    expect(items[0]!.textContent).toContain('Lining');
    expect(items[0]!.textContent).toContain('₹150');
    expect(items[0]!.textContent).toContain('Waiting');
    expect(items[0]!.textContent).toContain('Asked by Ravi');
    expect(items[1]!.textContent).toContain('Design');
    expect(items[1]!.textContent).toContain('Declined 28 Nov 2026, 10:31 am');
    expect(items[1]!.textContent).toContain('Customer: "Round neck please"');
    expect(items[1]!.textContent).not.toContain('₹');
  });

  it('asks for an add-on: refuses it without a price, then sends it with the chosen photo', async () => {
    const calls = renderCard(
      { approvals: [], photos },
      {},
      approval({ _id: 'appr-9', description: 'Lining', amount: 150, image_id: PHOTO_ID }),
    );
    expect(await screen.findByText(/Nothing asked yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ask the customer' }));
    const dialog = await screen.findByTestId('approval-dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Description/ }), {
      target: { value: 'Lining' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to customer' }));
    expect(await within(dialog).findByText('An add-on needs its price: more than ₹0')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /Price/ }), {
      target: { value: '150' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Photo 1' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to customer' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('approval-dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { kind: 'addon', description: 'Lining', amount: 150, image_id: PHOTO_ID },
    ]);
    expect((await screen.findByTestId('approval')).textContent).toContain('Lining');
  });

  it('offers only a design to staff who may not see prices, and shows no amounts', async () => {
    renderCard(
      { approvals: [approval({ amount: null })], photos: [] },
      { mayAskAddon: false },
      approval({ _id: 'appr-3', kind: 'design', description: 'Round neck', amount: null }),
    );
    expect((await screen.findByTestId('approval')).textContent).not.toContain('₹');
    fireEvent.click(screen.getByRole('button', { name: 'Ask the customer' }));
    const dialog = await screen.findByTestId('approval-dialog');
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(within(dialog).queryByRole('spinbutton')).toBeNull();
  });

  it('takes no new approvals on a closed order', async () => {
    renderCard(
      {
        approvals: [approval({ status: 'approved', decided_at: '2026-11-28T05:01:00.000Z' })],
        photos,
      },
      { open: false },
    );
    expect((await screen.findByTestId('approval')).textContent).toContain('Approved');
    expect(screen.queryByRole('button', { name: 'Ask the customer' })).toBeNull();
  });
});
