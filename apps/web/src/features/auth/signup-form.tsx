import { authMessages, isValidEmail, messages, PASSWORD_MIN, USERNAME_MIN } from '@storefront/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { EmailField, PasswordField, TextField } from '../../components/ui/text-field.tsx';
import { signup } from './auth-api.ts';
import { authLinkClasses } from './auth-layout.tsx';
import { signupErrorMessage } from './error-messages.ts';
import { focusField } from './focus-field.ts';
import { carryRedirect, type LoginLocationState } from './redirect-state.ts';

export interface SignupValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

type SignupErrors = Partial<Record<keyof SignupValues, string>>;

/** Spec §5, Sign up: username trimmed ≥ 3, email pattern (trimmed), password ≥ 6, confirmation equal. */
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
 * Sign up (spec §2): on success it goes to sign in, with the email filled in and a note to
 * confirm the address by the emailed link (the server's own answer, the same for an email
 * that already had an account).
 */
export function SignupForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const [values, setValues] = useState<SignupValues>({ username: '', email: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<SignupErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
      const state: LoginLocationState = { ...carryRedirect(location.state), notice: authMessages.checkEmail, email };
      navigate('/login', { state });
    } catch (caught) {
      setError(signupErrorMessage(caught));
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-5">
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
        <Link to="/login" state={carryRedirect(location.state)} className={authLinkClasses}>
          Sign in
        </Link>
      </p>
    </div>
  );
}
