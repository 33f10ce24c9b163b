import { isValidEmail } from '@storefront/contracts/rules';
import { isRecord } from '../records.ts';

/**
 * Where the sign-in pages send the user afterwards. The route guard (require-auth.tsx) puts
 * this in the location state of its redirect to /login; the login page reads it, and passes it
 * through the Sign up link and back, so a buyer sent to sign in never loses the order.
 */
export interface AuthRedirectState {
  /** Path (with search) of the protected screen the guest tried to open; default '/'. */
  from: string;
  /**
   * The location state the protected screen was opened with (for /order-summary/:id: the order
   * state of product.md §3.3). After sign-in it is handed back as that screen's `location.state`.
   */
  orderState?: unknown;
}

/** What /login and /signup read from their location state: the redirect, plus what the other page carried. */
export interface LoginLocationState extends Partial<AuthRedirectState> {
  /** A one-line note above the form, e.g. sign-up's when it could not sign in at once. */
  notice?: string;
  /** Fills in the email field: the address typed on the other account page. */
  email?: string;
}

const DEFAULT_FROM = '/';
const AUTH_PATHS = /^\/(login|signup|forgot-password|reset-password|verify-email)(\/|$|\?)/;

/** Only our own paths, never back to an account screen (no loops) nor off-site ('//host'). */
function safePath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return DEFAULT_FROM;
  }
  return AUTH_PATHS.test(value) ? DEFAULT_FROM : value;
}

/** Reads the redirect from any location state (unknown shape: it comes from history). */
export function readRedirectState(state: unknown): AuthRedirectState {
  const record = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  const redirect: AuthRedirectState = { from: safePath(record.from) };
  if (record.orderState !== undefined && record.orderState !== null) redirect.orderState = record.orderState;
  return redirect;
}

/** The state to carry along between the account pages (empty when there is nothing to return to). */
export function carryRedirect(state: unknown): AuthRedirectState | undefined {
  const redirect = readRedirectState(state);
  return redirect.from === DEFAULT_FROM && redirect.orderState === undefined ? undefined : redirect;
}

/** A carried address worth filling in: a string that is one valid email once trimmed, else ''. */
function emailOf(value: unknown): string {
  const email = typeof value === 'string' ? value.trim() : '';
  return isValidEmail(email) ? email : '';
}

/**
 * The email to fill in on /login and /signup: the one typed on the other account page, else the
 * buyer's email of the order carried through sign-in (typed on the purchase form), so a buyer
 * types it once. Read by hand from history state, whose shape nothing guarantees.
 */
export function carriedEmail(state: unknown): string {
  const record = isRecord(state) ? state : {};
  const order = isRecord(record.orderState) ? record.orderState : {};
  return emailOf(record.email) || emailOf(order.email);
}

/** The state for a link between /login and /signup: the redirect, and the email typed so far when it is one. */
export function carryToOtherAuthPage(state: unknown, typedEmail: string): LoginLocationState | undefined {
  const email = emailOf(typedEmail);
  const redirect = carryRedirect(state);
  return email ? { ...redirect, email } : redirect;
}

export function readLoginState(state: unknown): { notice?: string; email: string } {
  const record = isRecord(state) ? state : {};
  return {
    notice: typeof record.notice === 'string' ? record.notice : undefined,
    email: carriedEmail(state),
  };
}
