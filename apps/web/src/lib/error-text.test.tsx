import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@tailor/shared/constants';
import { ERROR_CODE_LIST, ERROR_CODES } from '@tailor/shared/error-codes';
import { ApiError } from './api-client';
import { FALLBACK_ERROR_KEY, useApiErrorText } from './error-text';
import { changeLanguage } from './i18n';

const errorFiles = import.meta.glob<Record<string, string>>('../locales/*/errors.json', {
  eager: true,
  import: 'default',
});
const byLanguage = Object.fromEntries(
  Object.entries(errorFiles).map(([path, texts]) => [/locales\/([^/]+)\//.exec(path)![1]!, texts]),
);

/** A code's keys in a locale: the code itself, or its plural forms (OTP_INCORRECT_one, _other). */
const PLURAL = /_(zero|one|two|few|many|other)$/;

describe('errors namespace', () => {
  it.each([...LANGUAGES])('%s words every error code the API can answer with', (lng) => {
    const texts = byLanguage[lng] ?? {};
    const missing = ERROR_CODE_LIST.filter((code) => !texts[code] && !texts[`${code}_other`]);
    expect(missing, `locales/${lng}/errors.json lacks these codes`).toEqual([]);
    expect(texts[FALLBACK_ERROR_KEY], 'the text for an unknown code').toBeTruthy();
  });

  it.each([...LANGUAGES])('%s holds no key for a code that no longer exists', (lng) => {
    const stale = Object.keys(byLanguage[lng] ?? {}).filter(
      (key) => key !== FALLBACK_ERROR_KEY && !Object.hasOwn(ERROR_CODES, key.replace(PLURAL, '')),
    );
    expect(stale, `locales/${lng}/errors.json`).toEqual([]);
  });
});

function ErrorLine({ error }: { error: unknown }) {
  const errorText = useApiErrorText();
  return <p>{errorText(error) ?? 'no coded answer'}</p>;
}

const answered = (body: object, status = 404) =>
  new ApiError('English text from the server', { status, kind: 'http', body });

describe('useApiErrorText on a Tamil screen', () => {
  it('shows the Tamil text of a known code, never the English sentence', async () => {
    await changeLanguage('ta');
    render(<ErrorLine error={answered({ error: 'Order not found', code: 'ORDER_NOT_FOUND' })} />);
    expect(screen.getByText('ஆர்டர் கிடைக்கவில்லை')).toBeTruthy();
    expect(screen.queryByText(/Order not found|English text/)).toBeNull();
  });

  it('words the params, rupee amounts as money', async () => {
    await changeLanguage('ta');
    render(
      <ErrorLine
        error={answered(
          {
            error: 'Amount cannot exceed remaining amount (₹1,500)',
            code: 'PAYMENT_ABOVE_BALANCE',
            params: { remaining: 1500 },
          },
          400,
        )}
      />,
    );
    expect(screen.getByText('தொகை மீதமுள்ள தொகையை (₹1,500) விட அதிகமாக இருக்கக்கூடாது')).toBeTruthy();
  });

  it('shows the generic Tamil text for a code it does not know', async () => {
    await changeLanguage('ta');
    render(<ErrorLine error={answered({ error: 'Brand new failure', code: 'BRAND_NEW' })} />);
    expect(screen.getByText('ஏதோ தவறு நடந்தது. மீண்டும் முயலவும்.')).toBeTruthy();
    expect(screen.queryByText(/Brand new failure|English text/)).toBeNull();
  });

  it('leaves failures without a coded answer to the caller', async () => {
    await changeLanguage('ta');
    render(<ErrorLine error={new ApiError('Network error', { status: null, kind: 'network' })} />);
    expect(screen.getByText('no coded answer')).toBeTruthy();
  });
});
