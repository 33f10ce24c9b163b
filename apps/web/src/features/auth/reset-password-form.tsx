import { messages } from '@storefront/contracts/messages';
import { PASSWORD_MIN } from '@storefront/contracts/rules';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { PasswordField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { resetPassword } from './auth-api.ts';
import { authLinkClasses } from './auth-layout.tsx';
import { resetPasswordErrorMessage } from './error-messages.ts';
import { focusField } from './focus-field.ts';
import { DoneThenSignIn } from './signed-in.tsx';

interface ResetErrors {
  password?: string;
  confirmPassword?: string;
}

/** product.md §5, Reset password: at least 6 characters; both entries equal. */
export function validateReset(password: string, confirmPassword: string): ResetErrors {
  const errors: ResetErrors = {};
  if (password.length < PASSWORD_MIN) errors.password = messages.validation.passwordReset;
  if (confirmPassword !== password) errors.confirmPassword = messages.validation.passwordsMismatch;
  return errors;
}

/** Reset password (product.md §2.5): a new password for the account of the emailed link's token. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<ResetErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [linkRejected, setLinkRejected] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validateReset(password, confirmPassword);
    setErrors(found);
    if (found.password || found.confirmPassword) {
      focusField(event.currentTarget, found.password ? 'password' : 'confirmPassword');
      return;
    }
    setError(null);
    setLinkRejected(false);
    setBusy(true);
    try {
      const answer = await resetPassword(token, password);
      if (answer.success) setDone(answer.message || 'Your password has been reset.');
      else {
        setError(answer.message || messages.auth.resetFailed);
        setLinkRejected(true);
      }
    } catch (caught) {
      setError(resetPasswordErrorMessage(caught));
      setLinkRejected(caught instanceof ApiError && caught.status === 400);
    } finally {
      setBusy(false);
    }
  };

  if (done) return <DoneThenSignIn text={done} />;

  return (
    <div className="grid gap-5">
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          hint={errors.password ? undefined : `At least ${PASSWORD_MIN} characters.`}
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (errors.password) setErrors((e) => ({ ...e, password: undefined }));
          }}
        />
        <PasswordField
          label="Confirm new password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmPassword}
          error={errors.confirmPassword}
          onChange={(event) => {
            setConfirmPassword(event.target.value);
            if (errors.confirmPassword) setErrors((e) => ({ ...e, confirmPassword: undefined }));
          }}
        />
        <StatusMessage text={error} tone="error" />
        {linkRejected && (
          <p className="text-sm text-muted">
            Links work once and for one hour.{' '}
            <Link to="/forgot-password" className={authLinkClasses}>
              Send a new link
            </Link>
          </p>
        )}
        <Button type="submit" busy={busy} busyText="Saving..." className="w-full">
          Reset password
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
