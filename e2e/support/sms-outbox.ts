import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { e2eDir } from '../../playwright.config';

const outboxPath = path.join(e2eDir, 'sms-outbox.jsonl');

function codesFor(phone: string): string[] {
  if (!existsSync(outboxPath)) return [];
  return readFileSync(outboxPath, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; meta?: { otp?: string } })
    .filter((m) => m.to === phone && m.meta?.otp)
    .map((m) => m.meta!.otp!);
}

/** Waits for the server's SMS outbox to hold a code for this phone, newer than `after` codes. */
export async function readOtp(phone: string, after = 0): Promise<string> {
  let code = '';
  await expect
    .poll(() => {
      const codes = codesFor(phone);
      code = codes[codes.length - 1] ?? '';
      return codes.length > after;
    })
    .toBe(true);
  return code;
}

export function otpCount(phone: string): number {
  return codesFor(phone).length;
}

let counter = 0;
/** A distinct phone number per call, different for each worker and run. */
export function uniquePhone(): string {
  counter += 1;
  const seed = (Date.now() % 1_000_000) * 100 + (process.pid % 10) * 10 + counter;
  return `8${String(seed).padStart(9, '0').slice(-9)}`;
}
