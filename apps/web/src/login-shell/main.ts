/**
 * The sign-in page as a first visit gets it (login.html, served for '/' and '/otp'): static HTML
 * readable before any script, and this small script for the phone and OTP steps, without React,
 * MUI or the app's other libraries. Once signed in, the browser goes on to the app. Inside the app
 * (after a logout, say) the same screens are the React pages of features/auth.
 */
import { OTP_DIGITS, PHONE_DIGITS, type Language } from '@tailor/shared/constants';
import { digitsOnly } from '@tailor/shared/phone';
import { decideRedirect } from '../lib/decide-redirect';
import { routeAfterSignIn } from '../lib/route-after-sign-in';
import {
  clearPendingOtp,
  readPendingOtp,
  savePendingOtp,
  type PendingOtp,
} from '../lib/pending-phone';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { takeReturnPath } from '../lib/return-path';
import { readSessionSnapshot, storeSignIn } from '../lib/session-values';
import { googleSignInOffered, requestOtp, resendOtp, verifyOtp, type Answer } from './api';
import {
  applyTexts,
  errorCodeText,
  isLanguage,
  loadTexts,
  rememberLanguage,
  storedLanguage,
  textOf,
  type ShellTexts,
} from './texts';

function element<T extends HTMLElement = HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`login.html must contain #${id}`);
  return found as T;
}

let language: Language = storedLanguage();
let texts: ShellTexts | null = null;

const t = (key: string, values?: Record<string, string | number>) =>
  texts ? textOf(texts, key, values) : key;

function reveal(): void {
  document.documentElement.classList.remove('texts-pending');
}

async function showLanguage(next: Language): Promise<void> {
  texts = await loadTexts(next);
  language = next;
  document.documentElement.lang = next;
  applyTexts(document, texts);
  element<HTMLSelectElement>('language').value = next;
  refreshDynamicTexts();
}

// --- Field errors, alerts and busy buttons -----------------------------------------------------

function setFieldError(fieldId: string, helpId: string, message: string | null): void {
  element(fieldId).classList.toggle('invalid', message !== null);
  const help = element(helpId);
  help.hidden = message === null;
  help.textContent = message ?? '';
  element(fieldId)
    .querySelector('input')
    ?.setAttribute('aria-invalid', message === null ? 'false' : 'true');
}

function setBusy(button: HTMLButtonElement, busy: boolean, labelKey: string): void {
  button.disabled = busy;
  const label = button.querySelector('span');
  if (label) {
    label.dataset.t = labelKey;
    label.textContent = t(labelKey);
  }
}

/** The words for a failed request: the server's code in the page's language, else the generic text. */
async function failureText(answer: Answer<unknown> | null): Promise<string> {
  if (answer && !answer.ok && answer.code) {
    const text = await errorCodeText(language, answer.code, answer.params);
    if (text) return text;
  }
  return t('login.unexpectedError');
}

// --- Steps ------------------------------------------------------------------------------------

type Step = 'phone' | 'otp' | 'missing';
let pending: PendingOtp | null = null;
let countdownTimer: ReturnType<typeof setInterval> | undefined;

function showStep(step: Step): void {
  element('phone-step').hidden = step !== 'phone';
  element('otp-step').hidden = step !== 'otp';
  element('phone-missing').hidden = step !== 'missing';
  if (step === 'phone') element('phone').focus();
  if (step === 'otp') element('otp').focus();
}

function refreshDynamicTexts(): void {
  if (pending)
    element('otp-subtitle').textContent = t('otp.subtitle', { phone: `+91 ${pending.phone}` });
  tickCountdown();
}

function tickCountdown(): void {
  const seconds = pending ? Math.max(0, Math.ceil((pending.resendAt - Date.now()) / 1000)) : 0;
  const countdown = element('resend-countdown');
  countdown.hidden = seconds === 0;
  countdown.textContent = seconds > 0 ? t('otp.resendIn', { seconds }) : '';
  element('resend-otp').hidden = seconds > 0;
  if (seconds === 0) clearInterval(countdownTimer);
}

function startCountdown(): void {
  clearInterval(countdownTimer);
  tickCountdown();
  countdownTimer = setInterval(tickCountdown, 1000);
}

function openOtpStep(next: PendingOtp): void {
  pending = next;
  element<HTMLInputElement>('otp').value = '';
  setFieldError('otp-field', 'otp-help', null);
  element('otp-alert').hidden = true;
  element('otp-resent').hidden = true;
  refreshDynamicTexts();
  startCountdown();
  showStep('otp');
}

function openPhoneStep(): void {
  clearInterval(countdownTimer);
  element<HTMLInputElement>('phone').value = readPendingOtp()?.phone ?? '';
  showStep('phone');
}

/** Shows the step for the address bar's path: '/otp' needs the number the phone step kept. */
function showStepForPath(): void {
  if (location.pathname === '/otp') {
    const stored = readPendingOtp();
    if (stored) openOtpStep(stored);
    else showStep('missing');
  } else {
    openPhoneStep();
  }
}

// --- Phone step -------------------------------------------------------------------------------

let phoneRequestKey: { phone: string; key: string } | null = null;

async function onSendOtp(event: SubmitEvent): Promise<void> {
  event.preventDefault();
  const button = element<HTMLButtonElement>('send-otp');
  if (button.disabled) return;
  const phone = element<HTMLInputElement>('phone').value;
  const alert = element('phone-alert');
  alert.hidden = true;
  if (!new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(phone)) {
    setFieldError('phone-field', 'phone-help', t('validation.phone'));
    return;
  }
  // A second tap for the same number while unanswered, or after a failure, is the same request.
  if (phoneRequestKey?.phone !== phone) phoneRequestKey = { phone, key: newIdempotencyKey() };
  setBusy(button, true, 'login.sending');
  let answer: Answer<{ retry_after_s: number }> | null = null;
  try {
    answer = await requestOtp(phone, phoneRequestKey.key);
  } catch {
    answer = null;
  }
  setBusy(button, false, 'login.sendOtp');
  if (answer?.ok) {
    phoneRequestKey = null;
    history.pushState(null, '', '/otp');
    openOtpStep(savePendingOtp(phone, answer.body.retry_after_s));
    return;
  }
  alert.textContent = await failureText(answer);
  alert.hidden = false;
}

// --- OTP step ---------------------------------------------------------------------------------

function showOtpFailure(titleKey: string, detail: string | null): void {
  element('otp-alert-title').textContent = t(titleKey);
  element('otp-alert-title').dataset.t = titleKey;
  element('otp-alert-detail').textContent = detail ?? '';
  element('otp-alert').hidden = false;
  element('otp-resent').hidden = true;
}

async function onVerify(event: SubmitEvent): Promise<void> {
  event.preventDefault();
  const button = element<HTMLButtonElement>('verify-otp');
  if (button.disabled || !pending) return;
  const otp = element<HTMLInputElement>('otp').value;
  element('otp-alert').hidden = true;
  if (!new RegExp(`^\\d{${OTP_DIGITS}}$`).test(otp)) {
    setFieldError('otp-field', 'otp-help', t('validation.otp'));
    return;
  }
  setBusy(button, true, 'otp.verifying');
  let answer: Awaited<ReturnType<typeof verifyOtp>> | null = null;
  try {
    answer = await verifyOtp(pending.phone, otp);
  } catch {
    answer = null;
  }
  if (answer?.ok) {
    storeSignIn(answer.body, { fromOtp: true });
    clearPendingOtp();
    location.replace(routeAfterSignIn(answer.body, takeReturnPath()));
    return;
  }
  setBusy(button, false, 'otp.verify');
  showOtpFailure('otp.verifyFailed', await failureText(answer));
}

let resendKey: string | null = null;

async function onResend(): Promise<void> {
  if (!pending) return;
  const button = element<HTMLButtonElement>('resend-otp');
  if (button.disabled) return;
  element('otp-alert').hidden = true;
  resendKey ??= newIdempotencyKey();
  button.disabled = true;
  let answer: Answer<{ retry_after_s: number }> | null = null;
  try {
    answer = await resendOtp(pending.phone, resendKey);
  } catch {
    answer = null;
  }
  button.disabled = false;
  if (answer?.ok) {
    resendKey = null;
    pending = savePendingOtp(pending.phone, answer.body.retry_after_s);
    startCountdown();
    const resent = element('otp-resent');
    resent.dataset.t = 'otp.resent';
    resent.textContent = t('otp.resent');
    resent.hidden = false;
    return;
  }
  // As in the app: without a coded answer, the title says it all.
  const detail = answer && !answer.ok && answer.code ? await failureText(answer) : null;
  showOtpFailure('otp.resendFailed', detail);
}

// --- Start ------------------------------------------------------------------------------------

function wire(): void {
  element('phone-step').addEventListener('submit', (event) => void onSendOtp(event));
  element<HTMLInputElement>('phone').addEventListener('input', (event) => {
    const input = event.currentTarget as HTMLInputElement;
    input.value = digitsOnly(input.value, PHONE_DIGITS);
    setFieldError('phone-field', 'phone-help', null);
    element('phone-alert').hidden = true;
  });
  element('otp-step').addEventListener('submit', (event) => void onVerify(event));
  const otpInput = element<HTMLInputElement>('otp');
  otpInput.addEventListener('input', () => {
    otpInput.value = digitsOnly(otpInput.value, OTP_DIGITS);
    setFieldError('otp-field', 'otp-help', null);
  });
  // A code pasted as '123 456' must keep all six digits; maxlength would cut it first.
  otpInput.addEventListener('paste', (event) => {
    const digits = digitsOnly(event.clipboardData?.getData('text') ?? '', OTP_DIGITS);
    if (!digits) return;
    event.preventDefault();
    otpInput.value = digits;
    setFieldError('otp-field', 'otp-help', null);
  });
  element('change-number').addEventListener('click', () => {
    history.pushState(null, '', '/');
    openPhoneStep();
  });
  element('resend-otp').addEventListener('click', () => void onResend());
  element<HTMLSelectElement>('language').addEventListener('change', (event) => {
    const chosen = (event.currentTarget as HTMLSelectElement).value;
    if (!isLanguage(chosen)) return;
    rememberLanguage(chosen);
    void showLanguage(chosen);
  });
  window.addEventListener('popstate', showStepForPath);
}

async function start(): Promise<void> {
  // A signed-in visitor goes on to their work, as the app's own sign-in page would send them.
  const onward = decideRedirect('/', readSessionSnapshot());
  if (onward) {
    location.replace(onward);
    return;
  }
  wire();
  showStepForPath();
  try {
    await showLanguage(language);
  } catch {
    // The English of the HTML stays; the page still works.
    language = 'en';
    texts = await loadTexts('en').catch(() => null);
  }
  reveal();
  if (await googleSignInOffered()) element('google').hidden = false;
}

void start();
