/**
 * Paths whose last part is a secret token from an email (the reset and confirmation links).
 * The page request and the API call both carry it in the URL, so request logs would keep it,
 * and so would the outbox's copy of the email after it was sent.
 */
const EMAILED_TOKEN = /\/(reset-password|verify-email)\/[^/?#\s"'<>]+/g;

/** The text with every emailed token replaced by `[redacted]`. */
export function redactEmailedTokens(text: string): string {
  return text.replace(EMAILED_TOKEN, '/$1/[redacted]');
}
