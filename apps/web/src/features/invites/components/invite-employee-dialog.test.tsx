import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INVITE_DIALOG_CLOSE_MS } from '@tailor/shared/constants';
import { INVITE_MESSAGES } from '@tailor/shared/invites-rules';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiConfig } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { makeInvite, stubApi, stubNavigator, type StubAnswer } from '../../../test/invite-fixtures';
import { InviteEmployeeDialog } from './invite-employee-dialog';

const LINK = 'http://shop.test/invite/AbCdEfGhIjKlMnOpQrStUv';

/** The dialog behind an 'Open' button, as a page holds it; counts how often it was closed. */
function Harness({ onClosed }: { onClosed: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <InviteEmployeeDialog
        open={open}
        onClose={() => {
          setOpen(false);
          onClosed();
        }}
      />
    </>
  );
}

function setup(
  answer: (call: { path: string }) => StubAnswer = () => ({
    status: 201,
    body: { invite_link: LINK, invite: makeInvite({ invite_link: LINK }) },
  }),
) {
  const calls = stubApi(answer);
  const onClosed = vi.fn();
  renderWithProviders(<Harness onClosed={onClosed} />);
  const dialog = () => screen.getByRole('dialog', { name: 'Invite New Employee' });
  const name = () => within(dialog()).getByLabelText('Name') as HTMLInputElement;
  const phone = () => within(dialog()).getByLabelText('Mobile number') as HTMLInputElement;
  const generate = () => within(dialog()).getByRole('button', { name: /Generat/ });
  const fill = (n: string, p: string) => {
    fireEvent.change(name(), { target: { value: n } });
    fireEvent.change(phone(), { target: { value: p } });
  };
  return { calls, onClosed, dialog, name, phone, generate, fill };
}

async function toLinkStep(ui: ReturnType<typeof setup>) {
  ui.fill('Kiran Desai', '9876543210');
  fireEvent.click(ui.generate());
  await screen.findByText('Invite Link Generated!');
}

const retries = apiConfig.writeRetries;
const restores: (() => void)[] = [];
beforeEach(() => {
  apiConfig.writeRetries = 0;
  session.set('userId', 'user-1');
});
afterEach(() => {
  apiConfig.writeRetries = retries;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const restore of restores.splice(0)) restore();
});

describe('InviteEmployeeDialog', () => {
  it('asks for name and phone with the shared schema’s messages and sends nothing until they are right', async () => {
    const ui = setup();
    expect(within(ui.dialog()).getByText(/Enter your employee's name/)).toBeTruthy();
    fireEvent.click(ui.generate());
    expect(await within(ui.dialog()).findByText('Name is required')).toBeTruthy();
    expect(within(ui.dialog()).getByText('Phone number is required')).toBeTruthy();
    ui.fill('   ', '98765');
    fireEvent.click(ui.generate());
    expect(
      await within(ui.dialog()).findByText('Phone number must be exactly 10 digits'),
    ).toBeTruthy();
    expect(within(ui.dialog()).getByText('Name is required')).toBeTruthy();
    expect(ui.calls).toHaveLength(0);
  });

  it('keeps digits only and ignores typing beyond 10 of them', () => {
    const ui = setup();
    fireEvent.change(ui.phone(), { target: { value: '98765-43210 77' } });
    expect(ui.phone().value).toBe('9876543210');
    expect(ui.phone().maxLength).toBe(10);
  });

  it('reads “Generating Invite...” and is disabled while the link is made', async () => {
    const ui = setup(() => 'hang');
    ui.fill('Kiran Desai', '9876543210');
    fireEvent.click(ui.generate());
    await waitFor(() => expect(ui.generate().textContent).toBe('Generating Invite...'));
    expect((ui.generate() as HTMLButtonElement).disabled).toBe(true);
  });

  it('posts the name and phone, then shows the link to share', async () => {
    const ui = setup();
    await toLinkStep(ui);
    expect(ui.calls).toEqual([
      {
        method: 'POST',
        path: '/api/send-invite',
        body: { name: 'Kiran Desai', phone: '9876543210' },
      },
    ]);
    const dialog = ui.dialog();
    expect(within(dialog).getByText('Share this link with your new employee')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Invite link' }).textContent).toBe(LINK);
    expect(within(dialog).getByRole('button', { name: 'Share Link' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy Link' })).toBeTruthy();
  });

  it('copies the link, says so, and closes everything exactly 2.5 s later with the form reset', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    restores.push(stubNavigator('clipboard', { writeText }));
    const ui = setup();
    await toLinkStep(ui);
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(within(ui.dialog()).getByRole('button', { name: 'Copy Link' }));
    });
    expect(writeText).toHaveBeenCalledWith(LINK);
    const copied = screen.getByRole('dialog', { name: 'Link Copied!' });
    expect(
      within(copied).getByText('The invite link has been copied to your clipboard.'),
    ).toBeTruthy();
    expect(within(copied).getByText('You can now share it with your new employee.')).toBeTruthy();
    // The main dialog stays behind the small one, hidden from assistive technology meanwhile.
    expect(screen.getByText('Invite link copied to clipboard!')).toBeTruthy();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(INVITE_DIALOG_CLOSE_MS - 1);
    });
    expect(ui.onClosed).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(ui.onClosed).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();

    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(ui.name().value).toBe('');
    expect(ui.phone().value).toBe('');
    expect(screen.queryByText('Invite Link Generated!')).toBeNull();
  });

  it('clears link, form and messages when closed by hand', async () => {
    const ui = setup();
    await toLinkStep(ui);
    fireEvent.click(within(ui.dialog()).getByRole('button', { name: 'Done' }));
    expect(ui.onClosed).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(ui.name().value).toBe(''));
    expect(ui.phone().value).toBe('');
  });

  it("says 'Failed to copy invite link' when the clipboard refuses", async () => {
    restores.push(
      stubNavigator('clipboard', {
        writeText: async () => {
          throw new Error('denied');
        },
      }),
    );
    const ui = setup();
    await toLinkStep(ui);
    fireEvent.click(within(ui.dialog()).getByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByText('Failed to copy invite link')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Link Copied!' })).toBeNull();
  });

  it('shares through the browser, or says sharing is not supported, or that it failed', async () => {
    const ui = setup();
    await toLinkStep(ui);
    const share = () =>
      fireEvent.click(within(ui.dialog()).getByRole('button', { name: 'Share Link' }));

    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    restores.push(stubNavigator('share', undefined));
    share();
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Sharing is not supported on this browser.'),
    );

    const shareFn = vi.fn(async (_data: ShareData) => {});
    restores.push(stubNavigator('share', shareFn));
    share();
    await waitFor(() =>
      expect(shareFn).toHaveBeenCalledWith(expect.objectContaining({ url: LINK })),
    );

    restores.push(
      stubNavigator('share', async () => {
        throw new Error('broken');
      }),
    );
    share();
    expect(await screen.findByText('Failed to share invite link')).toBeTruthy();
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it('shows no message of its own when the server refuses the invite', async () => {
    const ui = setup(() => ({ status: 409, body: { error: INVITE_MESSAGES.alreadyPending } }));
    ui.fill('Kiran Desai', '9876543210');
    fireEvent.click(ui.generate());
    await waitFor(() => expect(ui.calls).toHaveLength(1));
    await waitFor(() => expect(ui.generate().textContent).toBe('Generate Invite Link'));
    expect(screen.queryByText(INVITE_MESSAGES.alreadyPending)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Invite Link Generated!')).toBeNull();
  });

  it('asks to login again, in an error snackbar, when no user id is stored', async () => {
    session.remove('userId');
    const ui = setup();
    ui.fill('Kiran Desai', '9876543210');
    fireEvent.click(ui.generate());
    // The toast lives outside the dialog, which hides the rest of the page from assistive technology.
    const message = await screen.findByText('User ID not found. Please login again.');
    expect(message.closest('[role="alert"]')?.className).toContain('MuiAlert-colorError');
    expect(ui.calls).toHaveLength(0);
  });
});
