/** Business constants (limits, timings, page sizes), shared by server and web. */

export const API_TIMEOUT_MS = 30_000;
export const WRITE_RETRY_ATTEMPTS = 2;
export const WRITE_RETRY_DELAY_MS = 1_000;

export const PHONE_DIGITS = 10;
export const PINCODE_DIGITS = 6;
export const OTP_DIGITS = 6;
export const ADDRESS_MIN_LENGTH = 5;
export const TEXT_MIN_LENGTH = 3;
export const TEXT_MAX_LENGTH = 50;
export const IMAGES_PER_PRODUCT_MIN = 1;
export const IMAGES_PER_PRODUCT_MAX = 4;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export const TOAST_MS = 3_000;
export const STATUS_TOAST_MS = 4_000;
export const SNACKBAR_MS = 3_000;
export const MANUAL_LOGOUT_FLAG_MS = 1_000;
export const PAYMENT_SUCCESS_CLOSE_MS = 2_000;
export const INVITE_DIALOG_CLOSE_MS = 2_500;
export const EMPLOYEE_SEARCH_DELAY_MS = 300;
export const GALLERY_AUTOPLAY_MS = 4_000;
export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 3;
export const ZOOM_STEP = 0.5;

export const PAGE_SIZE_ORDERS = 10;
export const PAGE_SIZE_EMPLOYEE_CREATED_ORDERS = 20;
export const PAGE_SIZE_CUSTOMERS = 10;
export const FETCH_ALL_LIMIT = 1000;
export const PAGE_SIZE_NOTIFICATIONS = 20;
export const UNREAD_POLL_MS = 30_000;
export const NOTIFICATION_CLEANUP_DAYS = 30;

export const OTP_VALIDITY_MS = 5 * 60_000;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_RESEND_COOLDOWN_S = 30;
export const OTP_MAX_PER_PHONE_PER_HOUR = 10;
export const INVITE_VALIDITY_DAYS = 7;

export const DATE_PICKER_MIN = '1900-01-01';
export const DATE_PICKER_MAX = '2099-12-31';
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

export const LANGUAGES = ['en', 'hi', 'gu', 'mr', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A stored language code as a Language: English for anything unknown. */
export function languageOrEnglish(value: string): Language {
  return (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'en';
}

export const ROLES = ['shopkeeper', 'employee'] as const;
export type Role = (typeof ROLES)[number];

/** Keys the web client keeps in localStorage. */
export const SESSION_KEYS = [
  'authToken',
  'userId',
  'userData',
  'role',
  'employeeId',
  'selectedStoreId',
  'selectedStoreName',
  'signup',
  'fromGoogle',
  'fromOtp',
  'manualLogout',
] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];
