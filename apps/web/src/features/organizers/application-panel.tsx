import { type OrganizerApplication, organizerMessages } from '@storefront/contracts/messages';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../components/layout/hydrate-fallback.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { apiRequest } from '../../lib/api.ts';
import type { AuthRedirectState } from '../../lib/session/redirect-state.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { ApplicationForm, fieldsOf } from './application-form.tsx';

/** Where sign-in and sign-up send the applicant back to. */
const backHere: AuthRedirectState = { from: '/organizers#apply' };

type Load =
  | { state: 'loading' }
  | { state: 'ready'; application: OrganizerApplication | null; justApplied: boolean }
  | { state: 'error'; message: string };

/**
 * The apply part of /organizers (architecture.md §16). The page is rendered on the server for everyone, so
 * this part waits for the session (its first render is the same on the server and in the
 * browser): a guest gets the way to sign in or sign up and come back; a signed-in account its
 * application's state (GET /api/organizer-application), or the form.
 */
export function ApplicationPanel() {
  const { user, status } = useSession();
  if (status === 'loading') return <Checking text="Checking your session..." />;
  if (!user) return <SignInToApply />;
  return <AccountApplication key={user.id} />;
}

function Checking({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-3 py-6 text-muted">
      <Spinner />
      {text}
    </p>
  );
}

function SignInToApply() {
  return (
    <div className="grid content-start justify-items-start gap-4">
      <p className="text-ink">Sign in to apply. New here? Create a free account first; it takes a minute.</p>
      <div className="flex flex-wrap gap-3">
        <Link to="/login" state={backHere} className={buttonClasses('primary')}>
          Log in to apply
        </Link>
        <Link to="/signup" state={backHere} className={buttonClasses('secondary')}>
          Sign up
        </Link>
      </div>
    </div>
  );
}

function AccountApplication() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt only asks to fetch again
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    apiRequest<{ application: OrganizerApplication | null }>('/api/organizer-application', {
      signal: controller.signal,
    })
      .then(({ application }) => setLoad({ state: 'ready', application, justApplied: false }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: 'error', message: (error as Error).message });
      });
    return () => controller.abort();
  }, [attempt]);

  if (load.state === 'loading') return <Checking text="Checking your application..." />;
  if (load.state === 'error') {
    return (
      <div className="grid justify-items-start gap-3">
        <StatusMessage text={load.message} tone="error" />
        <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </div>
    );
  }
  const { application, justApplied } = load;
  const applied = (next: OrganizerApplication) => {
    setEditing(false);
    setLoad({ state: 'ready', application: next, justApplied: true });
  };
  if (!application) return <ApplicationForm initial={fieldsOf(null)} onApplied={applied} />;
  if (application.status === 'declined') {
    return (
      <div className="grid content-start gap-5">
        <Outcome tone="stopped" title="Your application was declined">
          <p>
            The reason: <span className="whitespace-pre-wrap break-words">{application.reason}</span>
          </p>
          <p>You may apply again once you have addressed it.</p>
        </Outcome>
        {editing ? (
          <ApplicationForm initial={fieldsOf(application)} onApplied={applied} />
        ) : (
          <Button className="justify-self-start" onClick={() => setEditing(true)}>
            Apply again
          </Button>
        )}
      </div>
    );
  }
  if (application.status === 'pending') {
    return (
      <Outcome tone="waiting" title="Your application is under review">
        {justApplied && <p>{organizerMessages.applied}</p>}
        <p>
          We have your application as <strong className="break-words">{application.name}</strong>.
          {justApplied ? null : ' An admin reviews it and we email you when they have decided.'}
        </p>
      </Outcome>
    );
  }
  return (
    <Outcome tone="good" title="You are an approved organizer">
      {application.status === 'paused' && (
        <p>
          The platform has paused your ticket sales for now
          {application.reason ? <>: {application.reason}</> : null}. Your console stays open.
        </p>
      )}
      <p>Create your events, add your payout account and follow your sales in your organizer console.</p>
      {/* A full page load: the session learns the account's new console from GET /api/me. */}
      <a href="/organizer" className={buttonClasses('primary', 'mt-2 justify-self-start')}>
        Open your organizer console
      </a>
    </Outcome>
  );
}

const tones = {
  good: 'border-success/30 bg-green-50',
  waiting: 'border-accent-500/40 bg-amber-50',
  stopped: 'border-danger/30 bg-red-50',
} as const;

function Outcome({ tone, title, children }: { tone: keyof typeof tones; title: string; children: ReactNode }) {
  return (
    <div role="status" className={`grid gap-2 self-start rounded-2xl border p-5 text-sm text-ink ${tones[tone]}`}>
      <h3 className="text-lg font-bold text-ink">{title}</h3>
      {children}
    </div>
  );
}
