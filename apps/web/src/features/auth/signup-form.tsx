import type { UserProfile } from '@storefront/contracts/api';
import { authMessages, messages } from '@storefront/contracts/messages';
import { isValidEmail, PASSWORD_MIN, USERNAME_MIN } from '@storefront/contracts/rules';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { EmailField, PasswordField, TextField } from '../../components/ui/text-field.tsx';
import {
  carriedEmail,
  carryRedirect,
  carryToOtherAuthPage,
  type LoginLocationState,
} from '../../lib/session/redirect-state.ts';
import { login, signup } from './auth-api.ts';
import { authLinkClasses } from './auth-layout.tsx';
import { signupErrorMessage } from './error-messages.ts';
import { focusField } from './focus-field.ts';
import { GoogleSignIn } from './google-sign-in.tsx';
import { useSignedIn } from './signed-in.tsx';

export interface SignupValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

type SignupErrors = Partial<Record<keyof SignupValues, string>>;

/** product.md §5, Sign up: username trimmed ≥ 3, email pattern (trimmed), password ≥ 6, confirmation equal. */
export function validateSignup({ username, email, password, confirmPassword }: SignupValues): SignupErrors {
  const errors: SignupErrors = {};
  if (username.trim().length < USERNAME_MIN) errors.username = messages.validation.username;
  if (!isValidEmail(email.trim())) errors.email = messages.validation.email;
  if (password.length < PASSWORD_MIN) errors.password = messages.validation.passwordLogin;
  if (confirmPassword !== password) errors.confirmPassword = messages.validation.passwordsMismatch;
  return errors;
}

const fieldOrder: (keyof SignupValues)[] = ['username', 'email', 'password', 'confirmPassword'];

/**
 * Sign up (product.md §2.5), with Google first as on sign-in. The spec's "On success it goes to sign in"
 * is skipped when it can be (decision 23): after POST /api/signup answers, the same email and
 * password sign in at once and the buyer goes on to where they were going (`from`, with the order).
 * When that sign-in fails (most often: the email already had an account, with another password;
 * sign-up's answer is the same either way), it goes to sign in as the spec says, the email filled in.
 */
export function SignupForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const [values, setValues] = useState<SignupValues>(() => ({
    username: '',
    email: carriedEmail(location.state),
    password: '',
    confirmPassword: '',
  }));
  const [errors, setErrors] = useState<SignupErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const signedIn = useSignedIn();

  const change = (field: keyof SignupValues) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validateSignup(values);
    setErrors(found);
    const firstInvalid = fieldOrder.find((field) => found[field]);
    if (firstInvalid) {
      focusField(event.currentTarget, firstInvalid);
      return;
    }
    setError(null);
    setBusy(true);
    const email = values.email.trim();
    try {
      await signup(values.username.trim(), email, values.password);
    } catch (caught) {
      setError(signupErrorMessage(caught));
      setBusy(false);
      return;
    }
    let user: UserProfile;
    try {
      user = await login(email, values.password);
    } catch {
      // The account exists either way now; the spec's step, with the email filled in.
      const state: LoginLocationState = {
        ...carryRedirect(location.state),
        notice: authMessages.signInAfterSignUp,
        email,
      };
      navigate('/login', { replace: true, state });
      return;
    }
    signedIn(user);
  };

  return (
    <div className="grid gap-5">
      <GoogleSignIn onSignedIn={signedIn} onError={setError} divider="or sign up with email" />
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.username}
          error={errors.username}
          onChange={change('username')}
        />
        <EmailField value={values.email} error={errors.email} onChange={change('email')} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          hint={errors.password ? undefined : `At least ${PASSWORD_MIN} characters.`}
          value={values.password}
          error={errors.password}
          onChange={change('password')}
        />
        <PasswordField
          label="Confirm password"
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          error={errors.confirmPassword}
          onChange={change('confirmPassword')}
        />
        <StatusMessage text={error} tone="error" />
        <Button type="submit" busy={busy} busyText={messages.auth.signingUp} className="w-full">
          Sign Up
        </Button>
      </form>
      <p className="text-center text-sm text-muted">
        Already have an account?{' '}
        <Link
          to="/login"
          replace
          state={carryToOtherAuthPage(location.state, values.email)}
          className={authLinkClasses}
        >
          Sign in
        </Link>
      </p>
    </div>
  );
}
