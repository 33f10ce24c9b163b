/**
 * The spec's validation rules as plain values and functions, with no Zod: the web app's
 * forms import these, and keeping Zod out of them keeps it out of the page chunks.
 */

/** The longest address SMTP allows; checked before the pattern, so no pattern ever sees a huge input. */
export const EMAIL_MAX = 254;

/**
 * Spec §5: non-space text, @, text, dot, text. The spec's own `^\S+@\S+\.\S+$` accepts the
 * same strings but backtracks quadratically (60,000 '@' took seconds). This one takes the first
 * '@' after the first character and the first '.' after the character that follows it, which
 * is where the spec's pattern would succeed if it succeeds at all, and each step has one way to
 * match, so it runs in linear time.
 */
export const EMAIL_PATTERN = /^\S[^\s@]*@\S[^\s.]*\.\S+$/;

export const isValidEmail = (value: string): boolean => value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 40;
export const PASSWORD_MIN = 6;
/** Long enough for any passphrase, short enough that hashing it stays cheap. */
export const PASSWORD_MAX = 200;

/** References are ours: 'OWB-' and 24 base64url characters (unguessable, 144 random bits). */
export const REFERENCE_PATTERN = /^OWB-[A-Za-z0-9_-]{24}$/;
