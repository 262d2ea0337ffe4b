import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { makeEmployee, stubApi } from '../test/fixtures';
import { EmployeeFormDialog } from './employee-form-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function fillAndSubmit() {
  const dialog = await screen.findByRole('dialog', { name: 'Add Employee' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
    target: { value: 'Meena Joshi' },
  });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Mobile number' }), {
    target: { value: '9876500002' },
  });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Experience' }), {
    target: { value: '4' },
  });
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Specialization' }));
  fireEvent.click(await screen.findByRole('option', { name: 'All types' }));
  return dialog;
}

function answerWith(invite: object | undefined) {
  return stubApi((call) =>
    call.path === '/api/add_employee'
      ? {
          status: 201,
          body: {
            ...makeEmployee({ name: 'Meena Joshi', phone: '9876500002' }),
            sign_in: invite ? 'invited' : 'none',
            ...(invite ? { invite } : {}),
          },
        }
      : { body: null },
  );
}

const invite = (sms: 'sent' | 'failed' | null) => ({
  invite_link: 'http://shop.test/invite/tok',
  token: 'tok',
  expires_at: '2026-12-01T00:00:00.000Z',
  sms,
});

describe('the one Add employee flow', () => {
  it('records the person and invites them by SMS by default', async () => {
    const calls = answerWith(invite('sent'));
    const onClose = vi.fn();
    renderWithProviders(<EmployeeFormDialog onClose={onClose} />);
    const dialog = await fillAndSubmit();
    expect(within(dialog).getByRole('switch', { name: 'Invite them to sign in' })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Employee' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.path === '/api/add_employee')?.body).toMatchObject({
      name: 'Meena Joshi',
      send_invite: 'sms',
    });
    expect(await screen.findByText('Meena Joshi was added and invited by SMS')).toBeTruthy();
  });

  it('makes the invite link and opens WhatsApp with it when WhatsApp is chosen', async () => {
    const calls = answerWith(invite(null));
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    renderWithProviders(<EmployeeFormDialog onClose={() => {}} />);
    const dialog = await fillAndSubmit();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'WhatsApp' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Employee' }));
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(calls.find((c) => c.path === '/api/add_employee')?.body).toMatchObject({
      send_invite: 'link',
    });
    const url = String(open.mock.calls[0]![0]);
    expect(url.startsWith('https://wa.me/919876500002?text=')).toBe(true);
    expect(decodeURIComponent(url)).toContain('http://shop.test/invite/tok');
  });

  it('adds a record only when the invite is switched off', async () => {
    const calls = answerWith(undefined);
    renderWithProviders(<EmployeeFormDialog onClose={() => {}} />);
    const dialog = await fillAndSubmit();
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Invite them to sign in' }));
    expect(within(dialog).queryByRole('radio', { name: 'SMS' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Employee' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/add_employee')).toBe(true));
    expect(calls.find((c) => c.path === '/api/add_employee')?.body).not.toHaveProperty(
      'send_invite',
    );
  });

  it('offers no invite when editing someone', async () => {
    stubApi(() => ({ body: null }));
    renderWithProviders(<EmployeeFormDialog employee={makeEmployee()} onClose={() => {}} />);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('switch', { name: 'Invite them to sign in' })).toBeNull();
  });
});
