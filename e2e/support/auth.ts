import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { otpCount, readOtp, uniquePhone } from './sms-outbox';

export interface ApiSession {
  token: string;
  user_id: string;
  store_id: string | null;
  store_name: string | null;
  role: 'shopkeeper' | 'employee';
  employee_id?: string | null;
  phone: string;
}

/** Signs in over the API (no browser) with a code read from the SMS outbox. */
export async function apiSignIn(
  request: APIRequestContext,
  phone = uniquePhone(),
): Promise<ApiSession> {
  const before = otpCount(phone);
  const asked = await request.post('/api/auth/otp/request', { data: { phone } });
  expect(asked.ok()).toBe(true);
  const otp = await readOtp(phone, before);
  const verified = await request.post('/api/auth/otp/verify', { data: { phone, otp } });
  expect(verified.ok()).toBe(true);
  return { ...(await verified.json()), phone };
}

export const sampleShop = {
  owners_name: 'Meena Patel',
  shop_name: 'Patel Stitching Centre',
  email: 'meena@example.com',
  address: '14 Relief Road, Lal Darwaja',
  pincode: '380001',
  state: 'Gujarat',
  district: 'Ahmedabad',
};

/** A shopkeeper with a shop, created over the API. */
export async function apiCreateShop(
  request: APIRequestContext,
  shop = sampleShop,
): Promise<ApiSession> {
  const first = await apiSignIn(request);
  const created = await request.post('/api/create_account', {
    data: shop,
    headers: { authorization: `Bearer ${first.token}` },
  });
  expect(created.ok()).toBe(true);
  return { ...(await created.json()), phone: first.phone };
}

/** Someone the shop invites and who accepts over the API, verified by a code from the SMS outbox. */
export async function apiJoinShop(
  request: APIRequestContext,
  shop: ApiSession,
  name: string,
  phone = uniquePhone(),
): Promise<ApiSession & { employee_id: string }> {
  const sent = await request.post('/api/send-invite', {
    data: { name, phone },
    headers: { authorization: `Bearer ${shop.token}` },
  });
  expect(sent.status()).toBe(201);
  const { invite } = (await sent.json()) as { invite: { token: string } };
  const before = otpCount(phone);
  const asked = await request.post('/api/auth/otp/request', { data: { phone } });
  expect(asked.ok()).toBe(true);
  const otp = await readOtp(phone, before);
  const accepted = await request.post(`/api/invites/${invite.token}/accept`, {
    data: { phone, otp },
  });
  expect(accepted.ok()).toBe(true);
  return { ...(await accepted.json()), phone };
}

/** Puts an API session into the browser's storage as the web app keeps it after sign-in. */
export async function useSessionInBrowser(page: Page, session: ApiSession): Promise<void> {
  // Any page of the app's origin reaches its storage: a static file, not a page of the app, whose
  // start (its scripts, texts and first screen) cost the browser tests 1.7 s of CPU each.
  await page.goto('/favicon.svg');
  await page.evaluate((s) => {
    localStorage.setItem('authToken', s.token);
    localStorage.setItem('userId', s.user_id);
    localStorage.setItem('role', s.role);
    localStorage.setItem('signup', 'false');
    if (s.store_id) localStorage.setItem('selectedStoreId', s.store_id);
    if (s.store_name) localStorage.setItem('selectedStoreName', s.store_name);
    if (s.employee_id) localStorage.setItem('employeeId', s.employee_id);
  }, session);
}
