import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { TermsPage } from './terms-page';

const renderTerms = () =>
  render(
    <MemoryRouter>
      <TermsPage />
    </MemoryRouter>,
  );

describe('TermsPage', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('has 16 numbered terms sections and 10 numbered privacy sections', () => {
    renderTerms();
    const terms = screen.getByRole('region', { name: 'Terms and Conditions' });
    const privacy = screen.getByRole('region', { name: 'Privacy Policy' });
    expect(within(terms).getAllByRole('heading', { level: 3 })).toHaveLength(16);
    expect(within(privacy).getAllByRole('heading', { level: 3 })).toHaveLength(10);
    expect(within(terms).getByRole('heading', { name: '16. Governing law' })).toBeTruthy();
  });

  it('states the effective date, user types, features and that no payment gateway exists yet', () => {
    renderTerms();
    expect(screen.getByText('Effective date: 26-Jul-2025')).toBeTruthy();
    expect(screen.getByText(/service providers \(tailors or businesses\)/)).toBeTruthy();
    expect(screen.getByText(/clients with limited access/)).toBeTruthy();
    for (const feature of [
      'Body measurement management',
      'Order tracking',
      'Earning analytics',
      'Employee tracking',
    ]) {
      expect(screen.getByText(feature)).toBeTruthy();
    }
    expect(screen.getByText(/No payment gateway is integrated yet/)).toBeTruthy();
  });

  it('names the support e-mail and the product website', () => {
    renderTerms();
    const email = screen.getByRole('link', { name: 'support@tailorshopmanager.in' });
    expect(email.getAttribute('href')).toBe('mailto:support@tailorshopmanager.in');
    expect(screen.getByRole('link', { name: 'tailorshopmanager.in' }).getAttribute('href')).toBe(
      'https://tailorshopmanager.in',
    );
  });

  it('is translated', async () => {
    await i18n.changeLanguage('hi');
    renderTerms();
    expect(
      screen.getByRole('heading', { level: 1, name: 'नियम और शर्तें तथा गोपनीयता नीति' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@tailorshopmanager.in' })).toBeTruthy();
  });
});
