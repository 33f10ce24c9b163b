import type { UserProfile } from '@storefront/contracts/api';
import { messages } from '@storefront/contracts/messages';
import { useEffect, useId, useRef, useState } from 'react';
import { fetchPublicConfig } from '../../lib/public-config.ts';
import { googleLogin } from './auth-api.ts';
import { googleLoginErrorMessage } from './error-messages.ts';
import { initializeGoogle, loadGoogleIdentity, setCredentialHandler } from './google-identity.ts';

type GoogleState = 'loading' | 'off' | 'unavailable' | 'ready' | 'failed';

export interface GoogleSignInProps {
  /** The server accepted the Google ID token and answered the profile. */
  onSignedIn(user: UserProfile): void;
  /** An error to show in the page's alert (null clears it). */
  onError(message: string | null): void;
  /** The divider's words before the page's email form. */
  divider?: string;
}

const notes: Partial<Record<GoogleState, string>> = {
  unavailable: 'Google sign-in is unavailable right now. Use your email and password instead.',
  failed: 'Google sign-in did not load. Select the button to try again.',
};

/** architecture.md §6: the simulator says what it is, beside the button it draws. */
const SIMULATOR_NOTE = 'Test mode: Google sign-in is simulated with test accounts.';

/**
 * The Google button (product.md §2.5: first on the login page; first on sign-up too, decision 23), with the
 * divider before the email form.
 * GET /api/config names the provider: Google (its Identity Services script draws Google's own
 * button) or, outside production without a client id, the local sign-in simulator, whose stand-in
 * script offers the same API; either way the ID token goes to /api/google-login. With neither
 * (production without GOOGLE_CLIENT_ID) there is no button at all.
 */
export function GoogleSignIn({ onSignedIn, onError, divider = 'or sign in with email' }: GoogleSignInProps) {
  const [state, setState] = useState<GoogleState>('loading');
  const [simulated, setSimulated] = useState(false);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const wrapper = useRef<HTMLDivElement>(null);
  const target = useRef<HTMLDivElement>(null);
  const noteId = useId();
  const handlers = useRef({ onSignedIn, onError });
  handlers.current = { onSignedIn, onError };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the loading after a failure.
  useEffect(() => {
    let cancelled = false;
    fetchPublicConfig().then(
      async ({ google }) => {
        if (cancelled) return;
        if (!google) {
          setState('off');
          return;
        }
        setSimulated(google.provider === 'simulator');
        try {
          const id = await loadGoogleIdentity(google.scriptUrl);
          if (cancelled) return;
          initializeGoogle(id, google.clientId);
          const el = target.current;
          if (el) {
            el.replaceChildren();
            const width = Math.round(Math.min(400, Math.max(200, wrapper.current?.clientWidth ?? 320)));
            id.renderButton(el, {
              type: 'standard',
              theme: 'outline',
              size: 'large',
              text: 'continue_with',
              shape: 'rectangular',
              logo_alignment: 'center',
              width,
            });
          }
          setState('ready');
        } catch {
          if (cancelled) return;
          setState('failed');
          handlers.current.onError(messages.auth.googleButtonFailed);
        }
      },
      () => {
        if (!cancelled) setState('unavailable');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  useEffect(() => {
    setCredentialHandler(async ({ credential }) => {
      if (!credential) {
        handlers.current.onError(messages.auth.googleButtonFailed);
        return;
      }
      setBusy(true);
      handlers.current.onError(null);
      try {
        handlers.current.onSignedIn(await googleLogin(credential));
      } catch (error) {
        handlers.current.onError(googleLoginErrorMessage(error));
        setBusy(false);
      }
    });
    return () => setCredentialHandler(null);
  }, []);

  if (state === 'off') return null;
  const note = state === 'ready' && simulated ? SIMULATOR_NOTE : notes[state];
  return (
    <>
      <div ref={wrapper} className="relative">
        <div ref={target} className={state === 'ready' ? 'flex min-h-11 justify-center' : 'hidden'} />
        {state !== 'ready' && (
          <button
            type="button"
            disabled={state !== 'failed'}
            aria-busy={state === 'loading' || undefined}
            aria-describedby={note ? noteId : undefined}
            onClick={() => {
              handlers.current.onError(null);
              setState('loading');
              setAttempt((n) => n + 1);
            }}
            className="inline-flex min-h-11 w-full items-center justify-center gap-3 rounded-xl border border-brand-100 bg-white px-4 text-sm font-semibold text-ink shadow-sm transition-colors hover:bg-brand-50 disabled:cursor-not-allowed disabled:bg-surface disabled:text-muted disabled:shadow-none"
          >
            <GoogleLogo className={state === 'failed' ? 'size-5' : 'size-5 opacity-60 grayscale'} />
            Continue with Google
          </button>
        )}
        {note && (
          <p id={noteId} className="mt-2 text-center text-xs text-muted">
            {note}
          </p>
        )}
        {busy && (
          <div
            role="status"
            className="absolute inset-0 flex items-center justify-center gap-2 rounded-xl bg-white/90 text-sm font-semibold text-brand-700"
          >
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
            />
            {messages.auth.signingIn}
          </div>
        )}
      </div>
      <div className="flex items-center gap-3 text-xs font-medium uppercase tracking-wider text-muted">
        <span className="h-px flex-1 bg-brand-100" />
        {divider}
        <span className="h-px flex-1 bg-brand-100" />
      </div>
    </>
  );
}

function GoogleLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className={className}>
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}
