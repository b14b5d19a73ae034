// Random tokens for sessions and reset links; only their SHA-256 is stored.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 bits of randomness, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A signed, non-expiring token for e-mail preference links: `${userId}.${hmac}`. */
export function signUserToken(secret: string, purpose: string, userId: number): string {
  const mac = createHmac('sha256', secret).update(`${purpose}:${userId}`).digest('base64url');
  return `${userId}.${mac}`;
}

export function verifyUserToken(secret: string, purpose: string, token: string): number | null {
  const [idText, mac] = token.split('.');
  const userId = Number(idText);
  if (!mac || !Number.isSafeInteger(userId) || userId <= 0) return null;
  const expected = signUserToken(secret, purpose, userId).split('.')[1] ?? '';
  const a = Buffer.from(mac);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b) ? userId : null;
}
