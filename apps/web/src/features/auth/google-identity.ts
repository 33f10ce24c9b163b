/**
 * Google Identity Services, loaded on demand by the login page only, from the address GET
 * /api/config names: Google's (https://accounts.google.com/gsi/client) when the server has a
 * Google client id, or the sign-in simulator's stand-in, which offers the same `google.accounts.id`.
 */

export interface GoogleCredentialResponse {
  /** The ID token (a JWT) the server verifies. */
  credential?: string;
}

export interface GoogleButtonOptions {
  type?: 'standard' | 'icon';
  theme?: 'outline' | 'filled_blue' | 'filled_black';
  size?: 'large' | 'medium' | 'small';
  text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  shape?: 'rectangular' | 'pill' | 'circle' | 'square';
  logo_alignment?: 'left' | 'center';
  /** Pixels, at most 400. */
  width?: number;
}

export interface GoogleAccountsId {
  initialize(options: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
    ux_mode?: 'popup' | 'redirect';
  }): void;
  renderButton(parent: HTMLElement, options: GoogleButtonOptions): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

const LOAD_TIMEOUT_MS = 15_000;

let pending: Promise<GoogleAccountsId> | null = null;

/** Loads the script once; a failure (blocked, offline, timeout) rejects and the next call retries. */
export function loadGoogleIdentity(scriptUrl: string): Promise<GoogleAccountsId> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  pending ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      window.clearTimeout(timer);
      script.remove();
      reject(new Error('Google Identity Services did not load.'));
    };
    const timer = window.setTimeout(fail, LOAD_TIMEOUT_MS);
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      const id = window.google?.accounts?.id;
      if (id) resolve(id);
      else fail();
    };
    script.onerror = fail;
    document.head.append(script);
  });
  pending.catch(() => {
    pending = null;
  });
  return pending;
}

let initializedClientId: string | null = null;
let credentialHandler: ((response: GoogleCredentialResponse) => void) | null = null;

/**
 * Initializes GSI once per client id; the callback goes to whichever login page is mounted
 * now (`setCredentialHandler`), so re-rendering never initializes twice.
 */
export function initializeGoogle(id: GoogleAccountsId, clientId: string): void {
  if (initializedClientId === clientId) return;
  id.initialize({
    client_id: clientId,
    callback: (response) => credentialHandler?.(response),
    auto_select: false,
    cancel_on_tap_outside: true,
    ux_mode: 'popup',
  });
  initializedClientId = clientId;
}

export function setCredentialHandler(handler: ((response: GoogleCredentialResponse) => void) | null): void {
  credentialHandler = handler;
}

/** Tests only. */
export function resetGoogleIdentity(): void {
  pending = null;
  initializedClientId = null;
  credentialHandler = null;
}
