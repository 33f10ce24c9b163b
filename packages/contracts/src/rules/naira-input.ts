/**
 * An amount of naira as a person types it into the back office: '25000', '25,000', '25 000',
 * 'NGN 25,000', '₦25,000', 'N25,000', '25,000.00'. Zod-free: the event form reads the price with
 * it as it is typed, and the server reads a price sent as text with it (rules/admin-events.ts).
 *
 * What is read, and what is refused (and why):
 * - Digits, alone or in groups of three after the first group, separated by commas or by
 *   spaces (a space, a no-break space or a thin space, as a copied amount may have), one kind
 *   of separator throughout. A comma anywhere else ('2,50,000', '25,00') is refused: the reader
 *   cannot tell what was meant.
 * - NGN, ₦ or N before the amount, or NGN or 'naira' after it: the currency the label names.
 * - A decimal point followed by zeros only ('25000.00'): whole naira still. Other kobo are
 *   refused: prices are whole naira.
 * - A full stop followed by exactly three digits ('25.000', '1.500.000', '25.000,00') is
 *   refused as ambiguous: some write thousands that way, so it could be 25 or 25,000 naira.
 * - A minus sign is read (the range check then refuses it); anything else (letters, '1e5',
 *   '+', brackets) is refused.
 * The range (1 to the maximum) is the caller's to check.
 */

export type NairaProblem = 'missing' | 'unreadable' | 'grouping' | 'ambiguous' | 'kobo';
export type NairaReading = { naira: number } | { problem: NairaProblem };

/** Longer than any amount with its currency and separators: refused before any pattern runs. */
const MAX_TYPED = 40;

const SPACE = '[ \\u00A0\\u2009\\u202F]';
const PLAIN = /^\d+$/;
const COMMA_GROUPS = /^\d{1,3}(,\d{3})+$/;
const SPACE_GROUPS = new RegExp(`^\\d{1,3}(${SPACE}\\d{3})+$`);
/** Thousands separated by full stops, with or without a decimal comma after them. */
const DOT_GROUPS = /^\d{1,3}(\.\d{3})+(,\d*)?$/;
const CURRENCY_BEFORE = new RegExp(`^(?:NGN|₦|N)${SPACE}*`, 'i');
const CURRENCY_AFTER = new RegExp(`${SPACE}*(?:NGN|naira)$`, 'i');
const SEPARATOR = new RegExp(SPACE, 'g');

export function readNaira(typed: string): NairaReading {
  let text = typed.trim();
  if (text === '') return { problem: 'missing' };
  if (text.length > MAX_TYPED) return { problem: 'unreadable' };
  text = text.replace(CURRENCY_BEFORE, '').replace(CURRENCY_AFTER, '');
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1);
  if (DOT_GROUPS.test(text)) return { problem: 'ambiguous' };

  const point = text.indexOf('.');
  const whole = point === -1 ? text : text.slice(0, point);
  if (point !== -1) {
    const fraction = text.slice(point + 1);
    if (!/^\d+$/.test(fraction)) return { problem: 'unreadable' };
    if (!/^0+$/.test(fraction)) return { problem: 'kobo' };
  }

  let digits: string;
  if (PLAIN.test(whole)) digits = whole;
  else if (COMMA_GROUPS.test(whole)) digits = whole.replaceAll(',', '');
  else if (SPACE_GROUPS.test(whole)) digits = whole.replace(SEPARATOR, '');
  else return { problem: whole.includes(',') && /^[\d,]+$/.test(whole) ? 'grouping' : 'unreadable' };

  const naira = Number(digits);
  return { naira: negative ? -naira : naira };
}
