import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { makeOrder } from './order-fixtures';
import { OrderInfoCard } from './order-info-card';

describe('OrderInfoCard: the trial', () => {
  it('shows no trial row for an order without one', () => {
    renderWithProviders(<OrderInfoCard order={makeOrder()} />);
    expect(screen.queryByText('Trial')).toBeNull();
  });

  it('shows the trial day and time, and what the customer answered', () => {
    renderWithProviders(
      <OrderInfoCard
        order={makeOrder({ order: { trialDate: '2026-12-03T17:30' } })}
        trialAnswer={{
          response: 'another_day',
          note: 'Saturday after 5 pm',
          at: '2026-11-25T10:00:00.000Z',
        }}
      />,
    );
    expect(screen.getByText('Trial')).toBeTruthy();
    expect(screen.getByText(/03 Dec 2026, 17:30/)).toBeTruthy();
    expect(screen.getByTestId('trial-answer').textContent).toBe(
      'Customer asked for another day: Saturday after 5 pm',
    );
  });

  it('says when the customer will come', () => {
    renderWithProviders(
      <OrderInfoCard
        order={makeOrder({ order: { trialDate: '2026-12-03' } })}
        trialAnswer={{ response: 'confirmed', note: null, at: '2026-11-25T10:00:00.000Z' }}
      />,
    );
    expect(screen.getByText(/03 Dec 2026/)).toBeTruthy();
    expect(screen.getByTestId('trial-answer').textContent).toBe('Customer will come');
  });
});
