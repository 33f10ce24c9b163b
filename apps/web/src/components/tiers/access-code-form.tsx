import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../ui/button.tsx';
import { controlClasses } from '../ui/control-classes.ts';
import { StatusMessage } from '../ui/status-message.tsx';

export interface AccessCodeFormProps {
  /** Tries the code: null when it unlocked tickets, else the sentence to show. */
  onUnlock(code: string): Promise<string | null>;
  /** The code already applied in this tab ('' when none). */
  applied: string;
}

/**
 * 'Have an access code?' (decision 30): a disclosure with one field that unlocks hidden
 * tiers. Not a form of its own, so it can sit inside the purchase form: Enter in the field
 * unlocks instead of submitting the form around it.
 */
export function AccessCodeForm({ onUnlock, applied }: AccessCodeFormProps) {
  const inputId = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const unlock = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    setDone(false);
    const problem = await onUnlock(code);
    setBusy(false);
    setError(problem);
    if (!problem) {
      setDone(true);
      setCode('');
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void unlock();
    }
  };

  return (
    <details className="group rounded-xl border border-brand-100 bg-white px-4" open={Boolean(applied) || undefined}>
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-brand-700 before:text-brand-400 before:content-['▸'] group-open:before:content-['▾']">
        Have an access code?
      </summary>
      <div className="grid gap-2 pb-4">
        <label htmlFor={inputId} className="text-sm font-medium text-ink">
          Access code
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            className={controlClasses(Boolean(error))}
            onChange={(event) => setCode(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button variant="secondary" busy={busy} busyText="Checking..." onClick={() => void unlock()}>
            Unlock
          </Button>
        </div>
        {error && (
          <p id={`${inputId}-error`} role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        <StatusMessage
          text={
            done ? 'Code accepted: the tickets it unlocks are listed.' : applied ? `Code ${applied} applied.` : null
          }
          tone="success"
        />
      </div>
    </details>
  );
}
