import { fireEvent, screen, within } from '@testing-library/react';
import { ORDER_MESSAGES } from '@tailor/shared/orders/messages';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { OrderFilterDrawer, type DrawerFilters } from './order-filter-drawer';

function setup(filters: DrawerFilters = {}) {
  const onApply = vi.fn();
  const onClose = vi.fn();
  const view = renderWithProviders(
    <OrderFilterDrawer open onClose={onClose} filters={filters} onApply={onApply} />,
  );
  const drawer = screen.getByRole('dialog', { name: 'Filter Orders' });
  return { ...view, onApply, onClose, drawer };
}

/** Opens a date picker's calendar and clicks a day of the month it shows. */
async function pickDay(picker: 'Choose start date' | 'Choose end date', day: string) {
  fireEvent.click(screen.getByRole('button', { name: picker }));
  const calendar = await screen.findByRole('grid');
  fireEvent.click(within(calendar).getByRole('gridcell', { name: day }));
}

/** The hidden input behind a picker's field: what paste or autofill writes, as a whole date. */
function typeDate(label: string, text: string) {
  const group = screen.getByRole('group', { name: label });
  const input = group.parentElement!.querySelector('input')!;
  fireEvent.change(input, { target: { value: text } });
  return group;
}

// Calendar clicks in happy-dom take seconds on a busy machine.
describe('OrderFilterDrawer', { timeout: 20_000 }, () => {
  it('offers start and end dates, the four status choices and Clear', () => {
    const { drawer } = setup();
    expect(within(drawer).getByRole('group', { name: 'Start date' })).toBeTruthy();
    expect(within(drawer).getByRole('group', { name: 'End date' })).toBeTruthy();
    const choices = ['Due', 'Pending', 'Completed', 'In Process'];
    for (const name of choices) expect(within(drawer).getByRole('button', { name })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Clear' })).toBeTruthy();
  });

  it('shows the dates in force as YYYY-MM-DD', () => {
    setup({ startDate: '2026-03-10', endDate: '2026-03-20' });
    const start = screen.getByRole('group', { name: 'Start date' });
    const end = screen.getByRole('group', { name: 'End date' });
    expect(start.parentElement!.querySelector('input')!.value).toBe('2026-03-10');
    expect(end.parentElement!.querySelector('input')!.value).toBe('2026-03-20');
  });

  it('applies the range and closes when an end date is chosen', async () => {
    const { onApply, onClose } = setup({ startDate: '2026-03-10', status: 'Pending' });
    await pickDay('Choose end date', '20');
    expect(onApply).toHaveBeenCalledExactlyOnceWith({
      status: 'Pending',
      startDate: '2026-03-10',
      endDate: '2026-03-20',
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not apply when only a start date is chosen', async () => {
    const { onApply, onClose } = setup({ endDate: '2026-03-20' });
    await pickDay('Choose start date', '12');
    expect(onApply).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses an end date before the start date, with the spec text, and stays open', async () => {
    const { onApply, onClose } = setup({ startDate: '2026-03-10' });
    await pickDay('Choose end date', '5');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('End date cannot be earlier than start date.');
    expect(alert.textContent).toBe(ORDER_MESSAGES.endBeforeStart);
    expect(onApply).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    // A later end date is accepted and clears the message.
    await pickDay('Choose end date', '25');
    expect(onApply).toHaveBeenCalledExactlyOnceWith({
      status: undefined,
      startDate: '2026-03-10',
      endDate: '2026-03-25',
    });
    expect(screen.queryByText(ORDER_MESSAGES.endBeforeStart)).toBeNull();
  });

  it('shows the error when the start is moved past the chosen end', () => {
    setup({ startDate: '2026-03-10', endDate: '2026-03-20' });
    typeDate('Start date', '2026-03-28');
    expect(screen.getByRole('alert').textContent).toBe(ORDER_MESSAGES.endBeforeStart);
  });

  it('applies a typed end date on Enter, not while it is being typed', () => {
    const { onApply, onClose } = setup({ startDate: '2026-03-10' });
    const end = typeDate('End date', '2026-03-18');
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.keyDown(within(end).getByRole('spinbutton', { name: 'Day' }), { key: 'Enter' });
    expect(onApply).toHaveBeenCalledExactlyOnceWith({
      status: undefined,
      startDate: '2026-03-10',
      endDate: '2026-03-18',
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('applies a typed end date when the field is left', () => {
    const { onApply, onClose } = setup();
    const end = typeDate('End date', '2026-03-18');
    fireEvent.focusOut(within(end).getByRole('spinbutton', { name: 'Day' }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith({
      status: undefined,
      startDate: undefined,
      endDate: '2026-03-18',
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('applies a status alone and closes', () => {
    const { onApply, onClose } = setup({ startDate: '2026-03-10', endDate: '2026-03-20' });
    fireEvent.click(screen.getByRole('button', { name: 'In Process' }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith({ status: 'In Process' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('marks the status in force', () => {
    setup({ status: 'Due' });
    expect(screen.getByRole('button', { name: 'Due' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Pending' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('clears every filter and closes with Clear', () => {
    const { onApply, onClose } = setup({
      status: 'Completed',
      startDate: '2026-03-10',
      endDate: '2026-03-20',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith({});
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes from its close button without applying', () => {
    const { onApply, onClose } = setup({ status: 'Due' });
    fireEvent.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onApply).not.toHaveBeenCalled();
  });
});
