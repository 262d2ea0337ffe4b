import { act, screen, within } from '@testing-library/react';
import type { StatusEvent } from '@tailor/shared/orders/responses';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { renderWithProviders } from '../../../../test/render';
import { StatusHistoryCard } from './status-history-card';

const trialEdit: StatusEvent = {
  from: 'Pending',
  to: 'Pending',
  note: null,
  by_name: 'Ravi',
  at: '2026-11-20T06:30:00.000Z',
  changes: [
    { field: 'trialDate', product: null, name: null, from: null, to: '2026-12-03T17:30' },
    { field: 'trialDate', product: null, name: null, from: '2026-12-03T17:30', to: '2026-12-05' },
  ],
};

const garmentEdit: StatusEvent = {
  from: 'Pending',
  to: 'Pending',
  note: null,
  by_name: 'Ravi',
  at: '2026-11-20T06:30:00.000Z',
  changes: [
    { field: 'product', product: 'Shirt', name: null, from: 'Shirt', to: 'Blouse' },
    { field: 'price', product: 'Blouse', name: null, from: '500', to: '650' },
    { field: 'measurement', product: 'Blouse', name: 'Chest', from: '34', to: '36' },
    { field: 'removed', product: 'Kurta', name: null, from: '400', to: null },
    { field: 'added', product: 'Silk Blouse', name: null, from: null, to: '900' },
  ],
};

function changeLines() {
  return within(screen.getByTestId('history-changes'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('StatusHistoryCard', () => {
  it('shows a changed trial as a day and a time of day, never the wire value', () => {
    renderWithProviders(<StatusHistoryCard events={[trialEdit]} />);
    expect(changeLines()).toEqual([
      'Trial: none → 03 Dec 2026, 5:30 pm',
      'Trial: 03 Dec 2026, 5:30 pm → 05 Dec 2026',
    ]);
  });

  it('words a changed trial in Hindi and Tamil', async () => {
    await act(() => i18n.changeLanguage('hi'));
    const view = renderWithProviders(<StatusHistoryCard events={[trialEdit]} />);
    expect(changeLines()).toEqual([
      'ट्रायल: कुछ नहीं → 03 दिस॰ 2026, 5:30 pm',
      'ट्रायल: 03 दिस॰ 2026, 5:30 pm → 05 दिस॰ 2026',
    ]);
    view.unmount();

    await act(() => i18n.changeLanguage('ta'));
    renderWithProviders(<StatusHistoryCard events={[trialEdit]} />);
    expect(changeLines()).toEqual([
      'ட்ரயல்: இல்லை → 03 டிச. 2026, 5:30 பிற்பகல்',
      'ட்ரயல்: 03 டிச. 2026, 5:30 பிற்பகல் → 05 டிச. 2026',
    ]);
  });

  it('names the default garments and measurements in the language, a typed garment as typed', async () => {
    await act(() => i18n.changeLanguage('ta'));
    renderWithProviders(<StatusHistoryCard events={[garmentEdit]} />);
    expect(changeLines()).toEqual([
      'சட்டை · ஆடை: சட்டை → ரவிக்கை',
      'ரவிக்கை · விலை: ₹500 → ₹650',
      'ரவிக்கை · மார்பு: 34 → 36',
      'குர்தா நீக்கப்பட்டது (₹400)',
      'Silk Blouse சேர்க்கப்பட்டது (₹900)',
    ]);
  });
});
