/**
 * The spec's validation rules as plain values and functions, with no Zod: the web app's
 * forms import these, and keeping Zod out of them keeps it out of the page chunks.
 */

/** Spec §5: non-space text, @, text, dot, text. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 40;
export const PASSWORD_MIN = 6;
/** Long enough for any passphrase, short enough that hashing it stays cheap. */
export const PASSWORD_MAX = 200;
