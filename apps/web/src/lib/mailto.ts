import { isValidEmail } from '@storefront/contracts/rules';

/**
 * A `mailto:` link to one stored address, or null when the address is not one we would take
 * today (docs/security.md, "Admins' mail programs"). Pasted into the link as it is, an address such as `a@x.io?bcc=b@y.org`
 * became a hidden BCC in the admin's mail program: a link is built only for an address that
 * passes the one-address rule (rules/fields.ts: no `?`, `&`, `,`, `;`, spaces...), which rows stored
 * before that rule may fail, and its parts and the subject are percent-encoded all the same.
 * Where it answers null, show the address as text.
 */
export function mailtoHref(address: string, subject?: string): string | null {
  if (!isValidEmail(address)) return null;
  const at = address.lastIndexOf('@');
  const to = `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
  return `mailto:${to}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}
