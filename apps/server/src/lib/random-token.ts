import { randomBytes } from 'node:crypto';

/** An unguessable URL-safe token: 192 random bits by default. */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}
