import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@tailor/shared/constants';
import englishAuth from '../locales/en/auth.json';
import { applyTexts, errorCodeText, loadTexts, textOf } from './texts';

const loginHtml = readFileSync(path.resolve(import.meta.dirname, '../../login.html'), 'utf8');

/** login.html's body as a detached document, its inline scripts not run. */
function loginPage(): Document {
  return new DOMParser().parseFromString(loginHtml, 'text/html');
}

describe('the static sign-in page', () => {
  it('is written in the English of the auth texts, so the page reads the same before and after its script', async () => {
    const page = loginPage();
    const keyed = [...page.querySelectorAll<HTMLElement>('[data-t]')];
    expect(keyed.length).toBeGreaterThan(15);
    const english = await loadTexts('en');
    for (const element of keyed) {
      expect(element.textContent?.replace(/\s+/g, ' ').trim(), element.dataset.t).toBe(
        textOf(english, element.dataset.t!),
      );
    }
    for (const element of page.querySelectorAll<HTMLElement>('[data-t-label]')) {
      expect(element.getAttribute('aria-label')).toBe(textOf(english, element.dataset.tLabel!));
    }
  });

  it('has every text of every language, and puts them in place', async () => {
    for (const language of LANGUAGES) {
      const texts = await loadTexts(language);
      const page = loginPage();
      applyTexts(page, texts);
      for (const element of page.querySelectorAll<HTMLElement>('[data-t]')) {
        // A missing key would show as the key itself.
        expect(element.textContent, `${language} ${element.dataset.t}`).not.toBe(element.dataset.t);
      }
      expect(page.getElementById('language')?.getAttribute('aria-label')).toBe(
        texts.chooseLanguage,
      );
    }
    const hindi = loginPage();
    applyTexts(hindi, await loadTexts('hi'));
    expect(hindi.querySelector('[data-t="login.sendOtp"]')?.textContent).not.toBe(
      englishAuth.login.sendOtp,
    );
  });

  it('words texts with their values', async () => {
    const english = await loadTexts('en');
    expect(textOf(english, 'otp.resendIn', { seconds: 12 })).toBe('Resend OTP in 12s');
    expect(textOf(english, 'otp.subtitle', { phone: '+91 9876543210' })).toBe(
      'Enter the 6-digit code sent to +91 9876543210.',
    );
    expect(textOf(english, 'no.such.key')).toBe('no.such.key');
  });

  it("words a server's error code in the page's language, plural forms included", async () => {
    expect(await errorCodeText('en', 'OTP_INCORRECT', { count: 1 })).toBe(
      'Incorrect OTP. 1 attempt left.',
    );
    expect(await errorCodeText('en', 'OTP_INCORRECT', { count: 3 })).toBe(
      'Incorrect OTP. 3 attempts left.',
    );
    expect(await errorCodeText('en', 'OTP_RESEND_WAIT', { seconds: 20 })).toBe(
      'Please wait 20 seconds before requesting another OTP.',
    );
    const hindi = await errorCodeText('hi', 'OTP_EXPIRED', {});
    expect(hindi).toBeTruthy();
    expect(hindi).not.toMatch(/expired/);
    expect(await errorCodeText('en', 'A_CODE_FROM_A_NEWER_SERVER', {})).toBe(
      'Something went wrong. Please try again.',
    );
  });
});
