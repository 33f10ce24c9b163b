import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A waiting room's pass (decision 54): `{placeId}.{expiresAtMs}.{signature}`, signed with the
 * server's secret over the event, the place, the account and the expiry. Another account, another
 * event or a changed expiry fails the signature, so a pass cannot be made up or handed on; that it
 * is used once is the place's row's business (`pass_used_at`).
 */
export function signPass(
  secret: string,
  eventId: string,
  placeId: string,
  userId: string,
  expiresAtMs: number,
): string {
  return `${placeId}.${expiresAtMs}.${signature(secret, eventId, placeId, userId, expiresAtMs).toString('base64url')}`;
}

/** The place and expiry a pass names, when its signature is this account's for this event; else null. */
export function readPass(
  secret: string,
  eventId: string,
  userId: string,
  token: string,
): { placeId: string; expiresAtMs: number } | null {
  const [placeId, expiry, given, ...rest] = token.split('.');
  if (!placeId || !expiry || !given || rest.length > 0 || !/^\d{1,15}$/.test(expiry)) return null;
  const expiresAtMs = Number(expiry);
  const expected = signature(secret, eventId, placeId, userId, expiresAtMs);
  const presented = Buffer.from(given, 'base64url');
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return null;
  return { placeId, expiresAtMs };
}

function signature(secret: string, eventId: string, placeId: string, userId: string, expiresAtMs: number): Buffer {
  return createHmac('sha256', secret).update(`waiting-room|${eventId}|${placeId}|${userId}|${expiresAtMs}`).digest();
}
