import { fireEvent, screen, within } from '@testing-library/react';
import { parseIsoDate, todayInShopZone } from '@tailor/shared/dates';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { TrialDayPicker } from './trial-day-picker';

describe('TrialDayPicker', () => {
  it("refuses days before the shop's today, as the server does", async () => {
    const today = todayInShopZone();
    renderWithProviders(<TrialDayPicker value={{ day: today, time: '' }} onChange={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: /Choose date/ }));
    const calendar = await screen.findByRole('grid');
    const dayButton = (day: number) =>
      within(calendar).getByRole('gridcell', { name: String(day) }) as HTMLButtonElement;
    const { day } = parseIsoDate(today);
    expect(dayButton(day).disabled).toBe(false);
    // Today's month is the earliest the calendar offers.
    expect(
      (screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    if (day > 1) expect(dayButton(day - 1).disabled).toBe(true);
  });
});
