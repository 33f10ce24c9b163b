import { normalizeManualCode } from './door-codes.ts';
import { readQrLinkPath } from './qr-link.ts';

/**
 * What door staff scanned or typed, read the same way by the server and by the check-in page
 * when it admits offline (decision 26): the QR's short link (its reference and MAC, qr-link.ts);
 * the verify link QR codes held before it (its query's fields); a transaction reference, alone or
 * in any of our links that carry one (the ticket page's, which the email links to, and the
 * ticket's calendar file); or a ticket's manual code. Zod-free; the server checks a verify link's
 * fields with verifyLinkQuerySchema.
 */
export type DoorInputText =
  | { kind: 'short-link'; reference: string; mac: string }
  | { kind: 'link'; fields: Record<string, string> }
  | { kind: 'reference'; reference: string }
  | { kind: 'code'; code: string };

/** A reference, in any case: 'OWB-' and 24 base64url characters (the case is folded when it is looked up). */
const REFERENCE = /^OWB-[A-Za-z0-9_-]{24}$/i;
/** Our paths that carry a reference: the ticket page (/ticket/REF) and the ticket's API (/api/tickets/REF...). */
const REFERENCE_PATH = /^\/(?:ticket|api\/tickets)\/(OWB-[A-Za-z0-9_-]{24})(?:\/|$)/i;

export function readDoorInput(text: string): DoorInputText | null {
  const trimmed = text.trim();
  if (REFERENCE.test(trimmed)) return { kind: 'reference', reference: trimmed };
  const code = normalizeManualCode(trimmed);
  if (code) return { kind: 'code', code };
  let url: URL;
  try {
    // Any origin will do (a QR printed before a domain move still scans): only the path and query are read.
    url = new URL(trimmed, 'http://door.invalid');
  } catch {
    return null;
  }
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  const inPath = REFERENCE_PATH.exec(path);
  if (inPath?.[1]) return { kind: 'reference', reference: inPath[1] };
  const short = readQrLinkPath(path);
  if (short) return { kind: 'short-link', ...short };
  // The verify link of QR codes issued before the short link (/api/verify?...): its fields
  // decide, whatever the path says. A field given twice is not a link we wrote.
  const fields: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    if (name in fields) return null;
    fields[name] = value;
  }
  return fields.ticketId && fields.token ? { kind: 'link', fields } : null;
}
