import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SharedOrderRoute } from './shared-order-route';
import { renderPage, stubFetch } from '../../../test/render-page';
import { makeSharedOrder, useScreen } from '../../../features/sharing/test/fixtures';

const TOKEN = 'tok_123456789012345';

function open() {
  return renderPage(<SharedOrderRoute />, {
    path: '/shared_order/:token',
    entry: `/shared_order/${TOKEN}`,
  });
}

/** The value under a label in the order summary. */
function figure(label: string): string | null | undefined {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

beforeEach(() => {
  useScreen('phone');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("Public tracking page dates in the page's language", () => {
  it.each([
    ['hi', 'ऑर्डर की तारीख', 'डिलीवरी की तारीख', 'नई संभावित तारीख: ', 'नव॰'],
    ['ta', 'ஆர்டர் தேதி', 'டெலிவரி தேதி', 'புதிய எதிர்பார்க்கும் தேதி: ', 'நவ.'],
  ])(
    'writes the month in %s: order, due and new expected dates',
    async (language, orderDate, dueDate, expected, november) => {
      stubFetch(() => ({
        body: {
          ...makeSharedOrder({
            status: 'Delayed',
            delay_note: 'Embroidery takes two more days',
            expected_date: '2026-11-24',
          }),
          shop_language: language,
        },
      }));
      open();
      expect(await screen.findByTestId('shared-order')).toBeTruthy();
      expect(await screen.findByText(orderDate, { selector: 'dt' })).toBeTruthy();
      expect(figure(orderDate)).toBe(`05 ${november} 2026`);
      expect(figure(dueDate)).toBe(`20 ${november} 2026`);
      const notice = screen.getByTestId('shared-delay');
      expect(within(notice).getByTestId('shared-delay-date').textContent).toBe(
        `${expected}24 ${november} 2026`,
      );
    },
  );
});
