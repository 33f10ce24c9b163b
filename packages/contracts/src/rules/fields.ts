/**
 * The spec's validation rules as plain values and functions, with no Zod: the web app's
 * forms import these, and keeping Zod out of them keeps it out of the page chunks.
 */

/** The longest address SMTP allows; checked before the pattern, so no pattern ever sees a huge input. */
export const EMAIL_MAX = 254;

/**
 * What an address may not hold (product.md §5: one field, one recipient). A mail program reads these
 * as structure, so one field could name several recipients or smuggle a header:
 * - whitespace, control characters and lone surrogates (a line break starts a new header line);
 * - RFC 5322's "specials" except the one `@` and the dots: list separators `,` `;`, a display
 *   name's `<` `>`, quoting `"`, comments `(` `)`, a group's `:`, the escape `\`, a domain
 *   literal's `[` `]`. An address holding any of them unquoted is not valid RFC 5322 anyway;
 * - a mailto: link's query, `?` and `&` (`a@x.io?bcc=b@y.org`);
 * - the apostrophe. It is legal in an address (`o'brien@x.io`) and harmless to our mailer, but the
 *   one-address rule (product.md §5) forbids quotes of either kind, so a person with such an address uses another one; the
 *   message is the same as for any address we do not take.
 */
const NOT_IN_ADDRESS = String.raw`\s\p{Cc}\p{Cs}@,;<>"()\\:[\]?&'`;
const ADDRESS_CHAR = `[^${NOT_IN_ADDRESS}]`;
const ADDRESS_CHAR_BUT_DOT = `[^${NOT_IN_ADDRESS}.]`;

/**
 * product.md §5 (non-space text, @, text, dot, text) for exactly one address: the spec's
 * `^\S+@\S+\.\S+$` on a string with a single `@` and none of the characters above. The spec's
 * own pattern backtracks quadratically (60,000 '@' took seconds). In this one the local part
 * cannot hold an '@', so the '@' is the only one; the domain's first '.' after its first
 * character is where the spec's pattern would succeed if it succeeds at all; each step has one
 * way to match, so it runs in linear time.
 */
export const EMAIL_PATTERN = new RegExp(
  `^${ADDRESS_CHAR}+@${ADDRESS_CHAR}${ADDRESS_CHAR_BUT_DOT}*\\.${ADDRESS_CHAR}+$`,
  'u',
);

/** The one rule for a typed email, in every form and (through `emailField`) every endpoint. */
export const isValidEmail = (value: string): boolean => value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 40;
export const PASSWORD_MIN = 6;
/** Long enough for any passphrase, short enough that hashing it stays cheap. */
export const PASSWORD_MAX = 200;

/** References are ours: 'OWB-' and 24 base64url characters (unguessable, 144 random bits). */
export const REFERENCE_PATTERN = /^OWB-[A-Za-z0-9_-]{24}$/;
