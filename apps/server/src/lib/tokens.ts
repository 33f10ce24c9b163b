import { createHash, timingSafeEqual } from 'node:crypto';
import { randomBytes } from './random-bytes.ts';

/** 32 random bytes, base64url: 43 characters, safe in cookies, headers and URLs. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** True for a value `randomToken()` could have produced. */
export function isWellFormedToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/** What the database stores for a token: its SHA-256, hex. A leaked table gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Constant-time string comparison (the lengths are not secret). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
