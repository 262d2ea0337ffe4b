/**
 * The phone number between the login and OTP screens. Kept in sessionStorage (not the
 * stored session) so a reload of /otp still knows the number, and a new tab does not.
 */
const PHONE_KEY = 'otpPhone';
const RESEND_AT_KEY = 'otpResendAt';

export type PendingOtp = { phone: string; resendAt: number };

export function savePendingOtp(
  phone: string,
  retryAfterSeconds: number,
  now = Date.now(),
): PendingOtp {
  const pending = { phone, resendAt: now + retryAfterSeconds * 1000 };
  try {
    sessionStorage.setItem(PHONE_KEY, pending.phone);
    sessionStorage.setItem(RESEND_AT_KEY, String(pending.resendAt));
  } catch {
    // Storage may be unavailable (private mode); navigation state still carries the number.
  }
  return pending;
}

export function readPendingOtp(): PendingOtp | null {
  try {
    const phone = sessionStorage.getItem(PHONE_KEY);
    if (!phone) return null;
    const resendAt = Number(sessionStorage.getItem(RESEND_AT_KEY) ?? 0);
    return { phone, resendAt: Number.isFinite(resendAt) ? resendAt : 0 };
  } catch {
    return null;
  }
}

export function clearPendingOtp(): void {
  try {
    sessionStorage.removeItem(PHONE_KEY);
    sessionStorage.removeItem(RESEND_AT_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
