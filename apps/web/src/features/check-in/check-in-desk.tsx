import type { DoorEvent } from '@storefront/contracts/api';
import { formatLongDateTime } from '@storefront/contracts/format';
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { controlClasses } from '../../components/ui/control-classes.ts';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { CheckInResult, type DoorVerdict } from './check-in-result.tsx';
import { DOOR_LINK_BUTTON } from './door-status.tsx';
import { QrScanner } from './qr-scanner.tsx';

export interface CheckInDeskProps {
  event: DoorEvent;
  /** Admits or refuses what was scanned or typed; `confirm` once staff said yes to an early or late scan. */
  scan: (link: string, confirm: boolean) => Promise<DoorVerdict>;
  /** People in for the event, as last known. */
  admitted: number;
  onChangeEvent: () => void;
  /** Shown under the event: the door's status (online, the list, what waits to sync). */
  status?: ReactNode;
  /** Shown under the verdicts: the conflicts of this device's offline admissions. */
  conflicts?: ReactNode;
  /**
   * The offline admissions of this device that the sync found do not count (their `extra.id`): an
   * offline verdict among them gives way to its conflict, so the door never shows a green "let them
   * in" beside the amber box that says the admission does not count (docs/door.md "Conflicts").
   */
  overruled?: ReadonlySet<string>;
}

/** The door for one event: the event it admits for, the camera, the field, the verdict and the count. */
export function CheckInDesk({ event, scan, admitted, onChangeEvent, status, conflicts, overruled }: CheckInDeskProps) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [verdict, setVerdict] = useState<DoorVerdict | null>(null);
  const [asked, setAsked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const verdictRef = useRef<HTMLDivElement>(null);
  const busyRef = useRef(false);

  // An offline verdict the sync overruled gives way to its conflict, in the same place.
  const overruledVerdict = Boolean(verdict?.admissionId && overruled?.has(verdict.admissionId));

  // On a phone the verdict sits under the camera and the field: bring it into view (no move when it
  // shows already), and the conflict that replaced it likewise.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a verdict giving way to its conflict moves it into view too
  useEffect(() => {
    if (verdict) verdictRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [verdict, overruledVerdict]);

  const submit = useCallback(
    async (link: string, confirm = false) => {
      if (!link.trim() || busyRef.current) return;
      busyRef.current = true;
      setBusy(true);
      setError(null);
      try {
        const answer = await scan(link, confirm);
        setVerdict(answer);
        // An early or late scan waits for staff: the same code again, with their yes.
        setAsked(answer.result === 'confirm' ? link : null);
      } catch (failure) {
        setVerdict(null);
        setAsked(null);
        setError(`Failed to check the ticket: ${(failure as Error).message}`);
      } finally {
        busyRef.current = false;
        setBusy(false);
        // Ready for the next paste: the field keeps focus with its text selected.
        inputRef.current?.select();
      }
    },
    [scan],
  );

  const onSubmit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    void submit(text);
  };

  return (
    <div className="grid gap-6">
      <section
        aria-label="Event at this door"
        className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white/10 px-5 py-4"
      >
        <div>
          <p className="text-sm font-bold tracking-widest text-accent-400 uppercase">Admitting for</p>
          <p className="text-xl font-bold" data-testid="door-event">
            {event.title}
          </p>
          <p className="text-gray-200">{formatLongDateTime(event.startsAt, event.timeZone, event.city)}</p>
          {event.room && <p className="text-gray-200">{event.room}</p>}
        </div>
        <div className="text-right">
          <p className="text-gray-200">
            People in:{' '}
            <strong className="text-3xl text-white" data-testid="admitted-count">
              {admitted}
            </strong>
            <span className="text-gray-300"> of {event.expected}</span>
          </p>
          <button type="button" className={DOOR_LINK_BUTTON} onClick={onChangeEvent}>
            Change event
          </button>
        </div>
      </section>
      {status}
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <div className="grid gap-5">
          <QrScanner onCode={(code) => void submit(code)} />
          <form onSubmit={onSubmit} className="grid gap-3" aria-label="Check in by link or code">
            <label htmlFor="check-in-link" className="text-base font-semibold text-white">
              Ticket link, reference or code
            </label>
            <input
              id="check-in-link"
              ref={inputRef}
              value={text}
              onChange={(changed) => setText(changed.target.value)}
              className={`${controlClasses()} min-h-12`}
              placeholder="https://…, OWB-… or K7QM-2XD4"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={2000}
            />
            <Button type="submit" busy={busy} busyText="Checking..." className="min-h-12 text-base">
              Check in
            </Button>
          </form>
        </div>
        <div ref={verdictRef} aria-live="polite" aria-atomic="true" className="grid gap-4">
          {error && <StatusMessage text={error} announce={false} />}
          {verdict && !overruledVerdict && <CheckInResult verdict={verdict} />}
          {asked && (
            <div className="grid grid-cols-2 gap-3">
              <Button variant="accent" className="min-h-12 text-base" onClick={() => void submit(asked, true)}>
                Admit anyway
              </Button>
              <Button
                variant="secondary"
                className="min-h-12 text-base"
                onClick={() => {
                  setAsked(null);
                  setVerdict(null);
                  inputRef.current?.focus();
                }}
              >
                Do not admit
              </Button>
            </div>
          )}
          {conflicts}
        </div>
      </div>
    </div>
  );
}
