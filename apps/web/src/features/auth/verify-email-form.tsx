import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { confirmEmail } from './auth-api.ts';
import { authLinkClasses } from './auth-layout.tsx';
import { confirmEmailErrorMessage } from './error-messages.ts';
import { DoneThenSignIn } from './signed-in.tsx';

/**
 * The page of the emailed confirmation link. Confirming takes a press of the button, not just
 * opening the link: mail scanners open links, and must not confirm an address for whoever
 * signed up with it.
 */
export function VerifyEmailForm({ token }: { token: string }) {
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setBusy(true);
    try {
      setDone((await confirmEmail(token)) ?? 'Your email address is confirmed.');
    } catch (caught) {
      setError(confirmEmailErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  if (done) return <DoneThenSignIn text={done} />;

  return (
    <div className="grid gap-5">
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <StatusMessage text={error} tone="error" />
        <Button type="submit" busy={busy} busyText="Confirming..." className="w-full">
          Confirm my email
        </Button>
      </form>
      <p className="text-center text-sm text-muted">
        <Link to="/login" className={authLinkClasses}>
          Back to sign in
        </Link>
      </p>
    </div>
  );
}
