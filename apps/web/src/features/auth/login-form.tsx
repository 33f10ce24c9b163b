import { messages } from '@storefront/contracts/messages';
import { isValidEmail, PASSWORD_MIN } from '@storefront/contracts/rules';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { EmailField, PasswordField } from '../../components/ui/text-field.tsx';
import { carryToOtherAuthPage, readLoginState } from '../../lib/session/redirect-state.ts';
import { login } from './auth-api.ts';
import { authLinkClasses } from './auth-layout.tsx';
import { loginErrorMessage } from './error-messages.ts';
import { focusField } from './focus-field.ts';
import { GoogleSignIn } from './google-sign-in.tsx';
import { useSignedIn } from './signed-in.tsx';

interface LoginErrors {
  email?: string;
  password?: string;
}

/** product.md §5, Sign in: the email pattern and a password of at least 6 characters. */
export function validateLogin(email: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  if (!isValidEmail(email.trim())) errors.email = messages.validation.email;
  if (password.length < PASSWORD_MIN) errors.password = messages.validation.passwordLogin;
  return errors;
}

/** Sign in (product.md §2.5): Google first, then email and password. Afterwards back to where the user came from. */
export function LoginForm() {
  const location = useLocation();
  const initial = readLoginState(location.state);
  const [email, setEmail] = useState(initial.email);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const signedIn = useSignedIn();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validateLogin(email, password);
    setErrors(found);
    if (found.email || found.password) {
      focusField(event.currentTarget, found.email ? 'email' : 'password');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      signedIn(await login(email.trim(), password));
    } catch (caught) {
      setError(loginErrorMessage(caught));
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-5">
      <GoogleSignIn onSignedIn={signedIn} onError={setError} />
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {/* Sign-up's note is about the email and password below (the order's note heads the page). */}
        {initial.notice && !error && <StatusMessage text={initial.notice} tone="info" />}
        <EmailField
          value={email}
          error={errors.email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (errors.email) setErrors((e) => ({ ...e, email: undefined }));
          }}
        />
        <div className="grid gap-1.5">
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            error={errors.password}
            onChange={(event) => {
              setPassword(event.target.value);
              if (errors.password) setErrors((e) => ({ ...e, password: undefined }));
            }}
          />
          <Link
            to="/forgot-password"
            className={`inline-flex min-h-11 items-center justify-self-end text-sm ${authLinkClasses}`}
          >
            Forgot your password?
          </Link>
        </div>
        <StatusMessage text={error} tone="error" />
        <Button type="submit" busy={busy} busyText={messages.auth.signingIn} className="w-full">
          Sign in
        </Button>
      </form>
      <p className="text-center text-sm text-muted">
        Don't have an account?{' '}
        <Link to="/signup" replace state={carryToOtherAuthPage(location.state, email)} className={authLinkClasses}>
          Sign up
        </Link>
      </p>
    </div>
  );
}
