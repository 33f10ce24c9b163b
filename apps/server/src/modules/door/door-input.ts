import { type VerifyLinkQuery, verifyLinkQuerySchema } from '@storefront/contracts/api';
import { qrLinkPath, readDoorInput } from '@storefront/contracts/rules';

/** What staff scanned or typed at the door (contracts/rules/door-input.ts), a verify link's fields checked. */
export type DoorInput =
  | { kind: 'short-link'; reference: string; mac: string }
  | { kind: 'link'; query: VerifyLinkQuery }
  | { kind: 'reference'; reference: string }
  | { kind: 'code'; code: string };

/** The two links a QR code may hold: the short link, or the verify link of QR codes issued before it. */
export type QrInput = Extract<DoorInput, { kind: 'short-link' | 'link' }>;

export function parseDoorInput(text: string): DoorInput | null {
  const input = readDoorInput(text);
  if (input?.kind !== 'link') return input;
  const parsed = verifyLinkQuerySchema.safeParse(input.fields);
  return parsed.success ? { kind: 'link', query: parsed.data } : null;
}

/** A QR code's link read from what was scanned, or null for anything else (a reference, a code, junk). */
export function parseQrInput(text: string): QrInput | null {
  const input = parseDoorInput(text);
  return input?.kind === 'short-link' || input?.kind === 'link' ? input : null;
}

/** The path (and query) a QR link opens: where the verify page's Admit form and Do not admit lead back. */
export function qrInputPath(input: QrInput): string {
  return input.kind === 'short-link' ? qrLinkPath(input) : `/api/verify?${new URLSearchParams(input.query)}`;
}
