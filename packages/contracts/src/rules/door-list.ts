/**
 * The offline door's admission list (decision 26): what a device keeps to admit without the network.
 * It holds no secret: a ticket's QR token, short link, reference and manual code are there only as
 * truncated SHA-256 hashes, which a device compares with the hash of what was scanned. Zod-free: the
 * server builds the hashes with node:crypto, the check-in page with crypto.subtle, from the same
 * inputs written here.
 */

/** Characters of base64url kept of each SHA-256: 16 characters, 96 bits. */
export const DOOR_HASH_CHARS = 16;

/** What is hashed for an old QR link's token (the HMAC the server signed, architecture.md §11). */
export const tokenHashInput = (token: string) => `token:${token}`;
/**
 * What is hashed for the QR's short link (qr-link.ts): its reference, lower-cased, and its MAC. The
 * reference finds the row (its own hash); this hash checks the MAC, so a short link with a made-up
 * MAC is refused offline as it is online.
 */
export const shortLinkHashInput = (reference: string, mac: string) => `link:${reference.toLowerCase()}:${mac}`;
/** What is hashed for a transaction reference: lower-cased, as the door takes it in any case. */
export const referenceHashInput = (reference: string) => `reference:${reference.toLowerCase()}`;
/**
 * What is hashed for a manual code (normalized, contracts/rules/door-codes.ts), with the list's own
 * random salt: 40 bits are few, so the salt at least keeps one list's hashes from being looked up
 * in a table made for another.
 */
export const codeHashInput = (salt: string, code: string) => `code:${salt}:${code}`;

/** base64url of bytes, truncated to DOOR_HASH_CHARS. */
export function doorHashText(digest: Uint8Array): string {
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '').slice(0, DOOR_HASH_CHARS);
}

/**
 * One ticket of the list, as a row (columns, not keys: 10,000 of them must stay small):
 * ticket id, token hash, reference hash, code hash, people it admits, people in, holder's name,
 * first admission (ISO, or '' for none), 1 if cancelled, short link hash (last, so a list a
 * device kept from before it still reads; such a list refuses short links until it is renewed).
 */
export type DoorListRow = [string, string, string, string, number, number, string, string, 0 | 1, string];

export const LIST_COLUMNS = {
  ticketId: 0,
  tokenHash: 1,
  referenceHash: 2,
  codeHash: 3,
  admits: 4,
  admitted: 5,
  holderName: 6,
  firstAt: 7,
  cancelled: 8,
  shortLinkHash: 9,
} as const;
