import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { renderWithProviders } from '../../../../test/render';
import { makeProduct } from './order-fixtures';
import { ProductCard } from './product-card';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('ProductCard names', () => {
  it('shows default garment and measurement names in the interface language, typed ones as typed', async () => {
    await act(() => i18n.changeLanguage('hi'));
    renderWithProviders(
      <ProductCard
        product={makeProduct({
          product: { name: 'Blouse' },
          measurements: { Bust: '34', 'Dori length': '12' },
        })}
        position={1}
      />,
    );
    expect(await screen.findByText('ब्लाउज़')).toBeTruthy();
    expect(screen.getByText('बस्ट')).toBeTruthy();
    expect(screen.getByText('Dori length')).toBeTruthy();
    expect(screen.queryByText('Blouse')).toBeNull();
  });
});
