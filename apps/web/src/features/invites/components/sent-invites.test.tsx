import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Invite } from '@tailor/shared/invites';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiConfig } from '../../../lib/api-client';
import { renderWithProviders } from '../../../test/render';
import {
  makeInvite,
  stubApi,
  stubNavigator,
  type StubAnswer,
  type StubCall,
} from '../../../test/invite-fixtures';
import { SentInvites } from './sent-invites';

const pending = makeInvite({
  _id: 'i-1',
  name: 'Kiran Desai',
  token: 'tok-pending',
  created_at: '2026-11-05T06:30:00.000Z',
  expires_at: '2099-01-09T06:30:00.000Z',
});
const expired = makeInvite({
  _id: 'i-2',
  name: 'Neha Verma',
  token: 'tok-expired',
  created_at: '2026-10-01T20:00:00.000Z',
  // 20:00 UTC is already 2 October in India: dates are the shop's days.
  expires_at: '2026-10-08T20:00:00.000Z',
  expired: true,
});
const accepted = makeInvite({ _id: 'i-3', name: 'Ravi Kumar', token: 'tok-a', status: 'accepted' });
const rejected = makeInvite({ _id: 'i-4', name: 'Amit Joshi', token: 'tok-r', status: 'rejected' });
const cancelled = makeInvite({
  _id: 'i-5',
  name: 'Farhan Ali',
  token: 'tok-c',
  status: 'cancelled',
});

function setup(
  invites: Invite[],
  answer: (call: StubCall) => StubAnswer | undefined = () => undefined,
) {
  const calls = stubApi((call) => answer(call) ?? { body: { invites } });
  renderWithProviders(<SentInvites />);
  return { calls };
}

const card = (name: string) => screen.getByRole('article', { name });

const retries = apiConfig.writeRetries;
const restores: (() => void)[] = [];
beforeEach(() => {
  apiConfig.writeRetries = 0;
});
afterEach(() => {
  apiConfig.writeRetries = retries;
  vi.unstubAllGlobals();
  for (const restore of restores.splice(0)) restore();
});

describe('SentInvites', () => {
  it('shows each invite with name, kind, a status chip in its colour and the link', async () => {
    setup([pending, accepted, rejected, cancelled]);
    expect(await screen.findByRole('heading', { name: 'Sent Invites' })).toBeTruthy();
    await screen.findByRole('article', { name: 'Kiran Desai' });
    const chip = (name: string) => within(card(name)).getByTestId('invite-status-chip');
    expect(chip('Kiran Desai').textContent).toBe('Pending');
    expect(chip('Kiran Desai').className).toContain('MuiChip-colorWarning');
    expect(chip('Ravi Kumar').textContent).toBe('Accepted');
    expect(chip('Ravi Kumar').className).toContain('MuiChip-colorSuccess');
    expect(chip('Amit Joshi').textContent).toBe('Rejected');
    expect(chip('Amit Joshi').className).toContain('MuiChip-colorError');
    expect(chip('Farhan Ali').textContent).toBe('Cancelled');
    expect(chip('Farhan Ali').className).toContain('MuiChip-colorDefault');
    expect(within(card('Kiran Desai')).getByText('Employee Invite')).toBeTruthy();
    expect(within(card('Kiran Desai')).getByTestId('invite-card-link').textContent).toBe(
      'http://shop.test/invite/tok-pending',
    );
  });

  it('writes the dates as MMM DD, YYYY in the shop’s time zone, and marks a past expiry', async () => {
    setup([pending, expired]);
    const fresh = await screen.findByRole('article', { name: 'Kiran Desai' });
    expect(within(fresh).getByText('Sent: Nov 05, 2026')).toBeTruthy();
    expect(within(fresh).getByText('Expires: Jan 09, 2099')).toBeTruthy();
    const old = card('Neha Verma');
    expect(within(old).getByText('Sent: Oct 02, 2026')).toBeTruthy();
    expect(within(old).getByText('Expires: Oct 09, 2026 (Expired)')).toBeTruthy();
  });

  it('offers Resend only for a pending invite that has not expired', async () => {
    setup([pending, expired, accepted, rejected, cancelled]);
    await screen.findByRole('article', { name: 'Kiran Desai' });
    expect(screen.getAllByRole('button', { name: /^Resend the invite of/ })).toHaveLength(1);
    expect(within(card('Kiran Desai')).getByRole('button', { name: /^Resend/ })).toBeTruthy();
  });

  it('resends after the confirm dialog, reloads the list and closes the dialog', async () => {
    let resent = false;
    const { calls } = setup([pending], (call) => {
      if (call.path === '/api/invites/tok-pending/resend') {
        resent = true;
        return { body: { invite: { ...pending, token: 'tok-new' } } };
      }
      return resent
        ? {
            body: {
              invites: [
                { ...pending, token: 'tok-new', invite_link: 'http://shop.test/invite/tok-new' },
              ],
            },
          }
        : undefined;
    });
    await screen.findByRole('article', { name: 'Kiran Desai' });
    fireEvent.click(screen.getByRole('button', { name: 'Resend the invite of Kiran Desai' }));
    const dialog = screen.getByRole('dialog', { name: 'Resend Invite' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend Invite' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/invites/tok-pending/resend',
    ]);
    await waitFor(() =>
      expect(within(card('Kiran Desai')).getByTestId('invite-card-link').textContent).toBe(
        'http://shop.test/invite/tok-new',
      ),
    );
  });

  it("cancels from the card's menu after the 'Cancel Invite' dialog", async () => {
    const { calls } = setup([pending], (call) =>
      call.method === 'POST'
        ? { body: { invite: { ...pending, status: 'cancelled' } } }
        : undefined,
    );
    await screen.findByRole('article', { name: 'Kiran Desai' });
    fireEvent.click(
      screen.getByRole('button', { name: 'More actions for the invite of Kiran Desai' }),
    );
    fireEvent.click(screen.getByRole('menuitem', { name: 'Cancel Invite' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Invite' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Invite' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/invites/tok-pending/cancel')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel Invite' })).toBeNull());
  });

  it.each([
    ['resend', 'Failed to resend invite'],
    ['cancel', 'Failed to cancel invite'],
  ])('says so in the dialog when the %s fails', async (action, message) => {
    setup([pending], (call) =>
      call.method === 'POST' ? { status: 500, body: { error: 'boom' } } : undefined,
    );
    await screen.findByRole('article', { name: 'Kiran Desai' });
    if (action === 'resend') {
      fireEvent.click(screen.getByRole('button', { name: 'Resend the invite of Kiran Desai' }));
    } else {
      fireEvent.click(
        screen.getByRole('button', { name: 'More actions for the invite of Kiran Desai' }),
      );
      fireEvent.click(screen.getByRole('menuitem', { name: 'Cancel Invite' }));
    }
    const title = action === 'resend' ? 'Resend Invite' : 'Cancel Invite';
    const dialog = screen.getByRole('dialog', { name: title });
    fireEvent.click(within(dialog).getByRole('button', { name: title }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
  });

  it("copies an invite's link from the menu, or says it could not", async () => {
    const writeText = vi.fn(async (_text: string) => {});
    restores.push(stubNavigator('clipboard', { writeText }));
    setup([accepted]);
    await screen.findByRole('article', { name: 'Ravi Kumar' });
    expect(within(card('Ravi Kumar')).queryByRole('button', { name: /^Resend/ })).toBeNull();
    fireEvent.click(
      screen.getByRole('button', { name: 'More actions for the invite of Ravi Kumar' }),
    );
    expect(screen.queryByRole('menuitem', { name: 'Cancel Invite' })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Copy Invite Link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://shop.test/invite/tok-a'));

    writeText.mockRejectedValue(new Error('denied'));
    fireEvent.click(
      screen.getByRole('button', { name: 'More actions for the invite of Ravi Kumar' }),
    );
    fireEvent.click(screen.getByRole('menuitem', { name: 'Copy Invite Link' }));
    expect(await screen.findByText('Failed to copy invite link')).toBeTruthy();
  });

  it("says 'No invites sent' when there are none", async () => {
    setup([]);
    expect(await screen.findByText('No invites sent')).toBeTruthy();
    expect(screen.getByText("You haven't sent any invites to employees yet.")).toBeTruthy();
    // One way to bring someone in: Add Employee invites them; this tab has no invite form of its own.
    expect(screen.getByText(/add them with 'Add Employee' on the Employees tab/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite Employee' })).toBeNull();
  });

  it("says 'Failed to load invites' and tries again on Retry", async () => {
    let fail = true;
    setup([pending], () => (fail ? { status: 500, body: { error: 'down' } } : undefined));
    expect(await screen.findByText('Failed to load invites')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Kiran Desai' })).toBeTruthy();
  });
});
