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
   * state of spec §3). After sign-in it is handed back as that screen's `location.state`.
   */
  orderState?: unknown;
}

/** What /login reads from its location state: the redirect, plus notes from the sign-up page. */
export interface LoginLocationState extends Partial<AuthRedirectState> {
  /** A one-line note above the form, e.g. sign-up's 'Please check your email...' */
  notice?: string;
  /** Fills in the email field (the address just registered). */
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

export function readLoginState(state: unknown): { notice?: string; email?: string } {
  const record = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  return {
    notice: typeof record.notice === 'string' ? record.notice : undefined,
    email: typeof record.email === 'string' ? record.email : undefined,
  };
}
