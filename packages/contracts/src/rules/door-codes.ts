/**
 * A ticket's manual code (architecture.md §11): 8 characters of Crockford's base32, printed on the ticket
 * as XXXX-XXXX for door staff to type when the QR will not scan. The alphabet has no I, L, O or
 * U, so nothing reads as another character; typing is forgiving the way Crockford's decoding is
 * (any case, dashes and spaces ignored, I and L read as 1, O as 0). Zod-free: the check-in page
 * and the server read codes with the same rules.
 */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const MANUAL_CODE_LENGTH = 8;

/** The code as stored (8 characters, upper case) from what someone typed, or null when it is not one. */
export function normalizeManualCode(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (compact.length !== MANUAL_CODE_LENGTH) return null;
  for (const character of compact) if (!CROCKFORD_ALPHABET.includes(character)) return null;
  return compact;
}

/** The printed form: 'K7QM-2XD4'. */
export function formatManualCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** 8 characters from 5 random bytes (40 bits, 5 bits a character; 40 bits fit a number exactly). */
export function manualCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < 5) throw new Error('a manual code needs 5 random bytes');
  let bits = 0;
  for (let i = 0; i < 5; i += 1) bits = bits * 256 + (bytes[i] ?? 0);
  let code = '';
  for (let i = MANUAL_CODE_LENGTH - 1; i >= 0; i -= 1) code += CROCKFORD_ALPHABET[Math.floor(bits / 32 ** i) % 32];
  return code;
}
