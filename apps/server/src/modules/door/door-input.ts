import { normalizeManualCode, type VerifyLinkQuery, verifyLinkQuerySchema } from '@storefront/contracts';

/**
 * What staff scanned or typed at the door: the QR's verify link; a transaction reference, alone
 * or in any of our links that carry one (the ticket page's, which the email links to); or a
 * ticket's manual code.
 */
export type DoorInput =
  | { kind: 'link'; query: VerifyLinkQuery }
  | { kind: 'reference'; reference: string }
  | { kind: 'code'; code: string };

/** A reference, in any case: 'OWB-' and 24 base64url characters (case is folded when it is looked up). */
const REFERENCE = /^OWB-[A-Za-z0-9_-]{24}$/i;
/** Our paths that carry a reference: the ticket page (/ticket/REF) and the ticket's API (/api/tickets/REF...). */
const REFERENCE_PATH = /^\/(?:ticket|api\/tickets)\/(OWB-[A-Za-z0-9_-]{24})(?:\/|$)/i;

function fromUrl(text: string): DoorInput | null {
  let url: URL;
  try {
    // Any origin will do (a QR printed before a domain move still scans): only the path and query are read.
    url = new URL(text, 'http://door.invalid');
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
  // The QR's link (/api/verify?...): its fields decide, whatever the path says.
  const parsed = verifyLinkQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  return parsed.success ? { kind: 'link', query: parsed.data } : null;
}

export function parseDoorInput(text: string): DoorInput | null {
  const trimmed = text.trim();
  if (REFERENCE.test(trimmed)) return { kind: 'reference', reference: trimmed };
  const code = normalizeManualCode(trimmed);
  if (code) return { kind: 'code', code };
  return fromUrl(trimmed);
}
