import { messages } from '@storefront/contracts/messages';
import { isValidEmail } from '@storefront/contracts/rules';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { EmailField } from '../../components/ui/text-field.tsx';
import { fetchPublicConfig } from '../../lib/public-config.ts';
import { requestPasswordReset } from './auth-api.ts';
import { authLinkClasses } from './auth-layout.tsx';
import { forgotPasswordErrorMessage } from './error-messages.ts';
import { focusField } from './focus-field.ts';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** Forgot password (product.md §2.5, §5): one email field; the server answers the same for any address. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [devMailbox, setDevMailbox] = useState(false);

  useEffect(() => {
    fetchPublicConfig().then(
      (config) => setDevMailbox(config.devMailbox),
      () => {},
    );
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!isValidEmail(email.trim())) {
      setEmailError(messages.validation.email);
      focusField(event.currentTarget, 'email');
      return;
    }
    setOutcome(null);
    setBusy(true);
    try {
      const message = await requestPasswordReset(email.trim());
      setOutcome({ tone: 'success', text: message ?? messages.auth.resetLinkSent });
    } catch (caught) {
      setOutcome({ tone: 'error', text: forgotPasswordErrorMessage(caught) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-5">
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <EmailField
          value={email}
          error={emailError}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailError(null);
          }}
        />
        <StatusMessage text={outcome?.text} tone={outcome?.tone} />
        {outcome?.tone === 'success' && devMailbox && (
          <p className="text-sm text-muted">
            Running locally? The email is in the{' '}
            <a href="/dev/mailbox" target="_blank" rel="noreferrer" className={authLinkClasses}>
              development mailbox
            </a>
            .
          </p>
        )}
        <Button type="submit" busy={busy} busyText="Sending..." className="w-full">
          Send reset link
        </Button>
      </form>
      <p className="text-center text-sm text-muted">
        Remembered it?{' '}
        <Link to="/login" className={authLinkClasses}>
          Back to sign in
        </Link>
      </p>
    </div>
  );
}
