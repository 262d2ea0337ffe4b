import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_MESSAGES } from '@tailor/shared/orders/messages';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { OrderFilterDrawer, type DrawerFilters } from './order-filter-drawer';

function setup(filters: DrawerFilters = {}) {
  const onApply = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <OrderFilterDrawer open onClose={onClose} filters={filters} onApply={onApply} />,
  );
  return { onApply, onClose, user: userEvent.setup() };
}

/** Puts the caret in a date field's year and types the digits, as a keyboard user does. */
async function typeDate(user: ReturnType<typeof userEvent.setup>, label: string, iso: string) {
  const field = screen.getByRole('group', { name: label });
  await user.click(within(field).getByRole('spinbutton', { name: 'Year' }));
  await user.keyboard(iso.replaceAll('-', ''));
  return field;
}

const valueOf = (field: HTMLElement) => field.parentElement!.querySelector('input')!.value;

// Typing key by key into the pickers takes seconds in happy-dom on a busy machine.
describe('OrderFilterDrawer with the keyboard', { timeout: 30_000 }, () => {
  it('applies an end date typed key by key on Enter, with the filters in force', async () => {
    const { onApply, onClose, user } = setup({
      startDate: '2026-03-10',
      status: 'Delayed',
      orderType: 'alteration',
    });
    const end = await typeDate(user, 'End date', '2026-03-18');
    expect(valueOf(end)).toBe('2026-03-18');
    expect(onApply).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onApply).toHaveBeenCalledExactlyOnceWith({
      status: 'Delayed',
      orderType: 'alteration',
      startDate: '2026-03-10',
      endDate: '2026-03-18',
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('refuses a typed end date before the start as soon as it is complete, and on Tab keeps it unapplied', async () => {
    const { onApply, onClose, user } = setup({ startDate: '2026-03-10' });
    await typeDate(user, 'End date', '2026-03-05');
    // No Enter, no Tab yet: the refusal shows while the field is still being used.
    expect(screen.getByRole('alert').textContent).toBe(ORDER_MESSAGES.endBeforeStart);
    expect(screen.getByRole('alert').textContent).toBe(
      'End date cannot be earlier than start date.',
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert').textContent).toBe(ORDER_MESSAGES.endBeforeStart);
    expect(onApply).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('clears the refusal once the typed end is fixed, and applies it on leaving the field', async () => {
    const { onApply, user } = setup({ startDate: '2026-03-10' });
    const end = await typeDate(user, 'End date', '2026-03-05');
    expect(screen.getByRole('alert')).toBeTruthy();
    // Back to the day and type a later one.
    await user.click(within(end).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('25');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.tab();
    expect(onApply).toHaveBeenCalledExactlyOnceWith({
      startDate: '2026-03-10',
      endDate: '2026-03-25',
    });
  });

  it('applies a new start date typed with the end already in force, on Enter', async () => {
    const { onApply, onClose, user } = setup({ startDate: '2026-03-01', endDate: '2026-03-20' });
    await typeDate(user, 'Start date', '2026-03-05');
    await user.keyboard('{Enter}');
    expect(onApply).toHaveBeenCalledExactlyOnceWith({
      startDate: '2026-03-05',
      endDate: '2026-03-20',
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('refuses a typed start after the end in force, on Enter', async () => {
    const { onApply, user } = setup({ startDate: '2026-03-01', endDate: '2026-03-20' });
    await typeDate(user, 'Start date', '2026-03-28');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert').textContent).toBe(ORDER_MESSAGES.endBeforeStart);
    expect(onApply).not.toHaveBeenCalled();
  });
});
