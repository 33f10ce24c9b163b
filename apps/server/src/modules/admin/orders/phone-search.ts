/**
 * The orders search reads a phone number as people write it: '+234 803 123 4567',
 * '0803-123-4567', '(0803) 123 4567', '+234 (0) 803 123 4567', '2348031234567', '8031234567',
 * or just the last digits. The checkout stores numbers as E.164 ('+2348031234567', no spaces),
 * so a search that is such a number gives the digits to look for inside the stored one.
 *
 * - Spaces, hyphens, dots, slashes and brackets are dropped, and a '(0)' (the trunk 0 people put
 *   after a country code) with them.
 * - A leading '+' or '00' (the international prefix) is dropped: the stored number follows it.
 * - Otherwise a leading 0 is the national trunk prefix ('0803...'), which E.164 leaves out.
 * - '+234 0803...' (Nigeria's country code, then the trunk 0 anyway) drops that 0 too: it is how
 *   many of the storefront's buyers write their number.
 * - At least 4 digits must be left: fewer would match nearly every phone.
 * Anything else (a letter, a second '+') is not a phone number: null, and only the text columns
 * are searched.
 */
export function phoneDigits(q: string): string | null {
  const compact = q.replace(/\(0\)/g, '').replace(/[\s\-./()]/g, '');
  const match = /^(\+|00)?(\d+)$/.exec(compact);
  if (!match) return null;
  const [, international, typed = ''] = match;
  let digits = typed;
  if (international) {
    if (digits.startsWith('2340')) digits = `234${digits.slice(4)}`;
  } else if (digits.startsWith('0')) {
    digits = digits.slice(1);
  } else if (digits.startsWith('2340')) {
    digits = `234${digits.slice(4)}`;
  }
  return digits.length >= 4 && digits.length <= 15 ? digits : null;
}
