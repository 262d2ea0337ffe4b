import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import type * as Outbox from '../lib/outbox';
import type { OutboxEntry } from '../lib/outbox';
import { renderWithProviders } from '../test/render';
import { OutboxIndicator } from './outbox-indicator';

const entries = vi.hoisted(() => ({ list: [] as unknown[] }));
vi.mock('../lib/outbox', async (importOriginal) => ({
  ...(await importOriginal<typeof Outbox>()),
  useOutbox: () => entries.list,
}));

function change(id: string, state: OutboxEntry['state']): OutboxEntry {
  return {
    id,
    state,
    kind: 'status',
    label: { order: '12', detail: 'Ready' },
  } as OutboxEntry;
}

afterEach(() => {
  entries.list = [];
});

describe('OutboxIndicator', () => {
  it('shows the changes waiting as an icon and a count, and names them in full for screen readers', () => {
    entries.list = [change('a', 'waiting'), change('b', 'waiting')];
    renderWithProviders(<OutboxIndicator />);
    const button = screen.getByRole('button', { name: 'Offline: 2 changes waiting' });
    expect(within(button).getByText('2')).toBeDefined();
  });

  it('names the refused changes in full, with their count on phones, in the interface language', async () => {
    await i18n.changeLanguage('hi');
    entries.list = [change('a', 'refused')];
    renderWithProviders(<OutboxIndicator />);
    const button = screen.getByRole('button', {
      name: i18n.t('common:outbox.refused', { count: 1 }),
    });
    expect(button.getAttribute('aria-label')).not.toBe('1 change not accepted');
    expect(within(button).getByText('1')).toBeDefined();
  });
});
