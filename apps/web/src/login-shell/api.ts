import { API_TIMEOUT_MS } from '@tailor/shared/constants';
import type { SignInResult } from '@tailor/shared/auth';

/** What the sign-in page needs of an API answer: the body, or the error code and its values. */
export type Answer<T> =
  | { ok: true; body: T }
  | { ok: false; status: number; code: string | null; params: Record<string, string | number> };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function failure(status: number, body: unknown): Answer<never> {
  const params: Record<string, string | number> = {};
  if (isRecord(body) && isRecord(body.params)) {
    for (const [name, value] of Object.entries(body.params)) {
      if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    }
  }
  const code = isRecord(body) && typeof body.code === 'string' && body.code ? body.code : null;
  return { ok: false, status, code, params };
}

/**
 * A JSON request to the API, answered within the app's timeout. Rejects when no answer came (the
 * network, a timeout); an answer that does not pass `accept` counts as a failure without a code.
 */
async function send<T>(
  method: 'GET' | 'POST',
  path: string,
  accept: (body: unknown) => body is T,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  try {
    const response = await fetch(`/api${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
    const parsed: unknown = await response.json().catch(() => null);
    if (response.ok && accept(parsed)) return { ok: true, body: parsed };
    return failure(response.ok ? 0 : response.status, response.ok ? null : parsed);
  } finally {
    clearTimeout(timer);
  }
}

export type OtpRequestAnswer = { retry_after_s: number };

function isOtpRequestAnswer(body: unknown): body is OtpRequestAnswer {
  return isRecord(body) && typeof body.retry_after_s === 'number';
}

function isSignInResult(body: unknown): body is SignInResult {
  return (
    isRecord(body) &&
    typeof body.token === 'string' &&
    typeof body.user_id === 'string' &&
    typeof body.role === 'string' &&
    typeof body.signup === 'boolean'
  );
}

function isProviders(body: unknown): body is { google: boolean } {
  return isRecord(body) && typeof body.google === 'boolean';
}

/** POST /auth/otp/request: the key makes a repeated tap one SMS, not two. */
export function requestOtp(phone: string, idempotencyKey: string) {
  return send(
    'POST',
    '/auth/otp/request',
    isOtpRequestAnswer,
    { phone },
    {
      'Idempotency-Key': idempotencyKey,
    },
  );
}

export function resendOtp(phone: string, idempotencyKey: string) {
  return send(
    'POST',
    '/auth/otp/resend',
    isOtpRequestAnswer,
    { phone },
    {
      'Idempotency-Key': idempotencyKey,
    },
  );
}

export function verifyOtp(phone: string, otp: string) {
  return send('POST', '/auth/otp/verify', isSignInResult, { phone, otp });
}

export async function googleSignInOffered(): Promise<boolean> {
  try {
    const answer = await send('GET', '/auth/providers', isProviders);
    return answer.ok && answer.body.google;
  } catch {
    return false;
  }
}
