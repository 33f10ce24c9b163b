import { type CheckInAnswer, doorMessages } from '@storefront/contracts';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Spinner } from '../../components/layout/hydrate-fallback.tsx';
import { PageTitle } from '../../components/layout/logo.tsx';
import { Button } from '../../components/ui/button.tsx';
import { controlClasses } from '../../components/ui/control-classes.ts';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { checkInTicket, fetchStaffAccess } from './check-in-api.ts';
import { CheckInResult } from './check-in-result.tsx';
import { QrScanner } from './qr-scanner.tsx';

type Access = 'loading' | 'staff' | 'not-staff' | { failed: string };

function CheckInDesk() {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<CheckInAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const busyRef = useRef(false);

  const submit = useCallback(async (link: string) => {
    if (!link.trim() || busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setError(null);
    try {
      setAnswer(await checkInTicket(link));
    } catch (failure) {
      setAnswer(null);
      setError(`Failed to check the ticket: ${(failure as Error).message}`);
    } finally {
      busyRef.current = false;
      setBusy(false);
      // Ready for the next paste: the field keeps focus with its text selected.
      inputRef.current?.select();
    }
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(text);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <div className="grid gap-5">
        <QrScanner onCode={(code) => void submit(code)} />
        <form onSubmit={onSubmit} className="grid gap-3" aria-label="Check in by link or code">
          <label htmlFor="check-in-link" className="text-base font-semibold text-white">
            Ticket link or transaction reference
          </label>
          <input
            id="check-in-link"
            ref={inputRef}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className={`${controlClasses()} min-h-12`}
            placeholder="https://…/api/verify?… or OWB-…"
            autoComplete="off"
            spellCheck={false}
            maxLength={2000}
          />
          <Button type="submit" busy={busy} busyText="Checking..." className="min-h-12 text-base">
            Check in
          </Button>
        </form>
      </div>
      <div aria-live="polite" aria-atomic="true" className="grid gap-4">
        {error && <StatusMessage text={error} announce={false} />}
        {answer && <CheckInResult answer={answer} />}
        {answer?.admittedCount != null && answer.ticket && (
          <p className="text-lg text-gray-200">
            Tickets admitted so far for {answer.ticket.eventTitle}:{' '}
            <strong className="text-2xl text-white" data-testid="admitted-count">
              {answer.admittedCount}
            </strong>
          </p>
        )}
      </div>
    </div>
  );
}

/** /check-in (signed in): the door. Staff scan or paste; everyone else is told it is for staff. */
export function CheckInPage() {
  const [access, setAccess] = useState<Access>('loading');
  useEffect(() => {
    const controller = new AbortController();
    fetchStaffAccess(controller.signal)
      .then(({ staff }) => setAccess(staff ? 'staff' : 'not-staff'))
      .catch((error: Error) => {
        if (error.name !== 'AbortError') setAccess({ failed: error.message });
      });
    return () => controller.abort();
  }, []);

  return (
    <main className="flex-1 bg-gray-950 text-white">
      <div className="mx-auto grid w-full max-w-5xl content-start gap-6 px-4 pt-6 pb-16 sm:px-6 lg:pt-10">
        <PageTitle title="Check-in" />
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">Door check-in</h1>
          <p className="mt-1 text-gray-300">Scan the ticket's QR code or paste its link. Each ticket gets in once.</p>
        </div>
        {access === 'loading' && (
          <div role="status" aria-live="polite" className="flex items-center gap-3 text-gray-300">
            <Spinner />
            <span>Checking your access...</span>
          </div>
        )}
        {access === 'not-staff' && (
          <p role="alert" className="rounded-2xl bg-red-800 px-5 py-4 text-lg font-semibold">
            Staff only. {doorMessages.staffOnly}
          </p>
        )}
        {typeof access === 'object' && <StatusMessage text={`Failed to check your access: ${access.failed}`} />}
        {access === 'staff' && <CheckInDesk />}
      </div>
    </main>
  );
}
