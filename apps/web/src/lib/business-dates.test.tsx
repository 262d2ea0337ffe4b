import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { businessDatePickerWindow } from './business-dates';
import { useApiErrorText } from './error-text';
import { changeLanguage } from './i18n';

function ErrorLine({ error }: { error: unknown }) {
  const errorText = useApiErrorText();
  return <p>{errorText(error)}</p>;
}

describe('business dates on the web', () => {
  it('offers the pickers the shared window', () => {
    expect(businessDatePickerWindow('2026-11-28')).toEqual({
      min: '2000-01-01',
      max: '2028-11-28',
    });
  });

  it('words the API’s DATE_OUT_OF_RANGE in the interface language, bounds day first', async () => {
    await changeLanguage('hi');
    render(
      <ErrorLine
        error={
          new ApiError('Choose a date from 2000-01-01 to 2028-11-28', {
            status: 400,
            kind: 'http',
            body: {
              error: 'Choose a date from 2000-01-01 to 2028-11-28',
              code: 'DATE_OUT_OF_RANGE',
              params: { min: '2000-01-01', max: '2028-11-28' },
            },
          })
        }
      />,
    );
    expect(screen.getByText('01-01-2000 से 28-11-2028 के बीच की तारीख चुनें')).toBeTruthy();
  });
});
