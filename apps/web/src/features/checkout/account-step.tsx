import { authMessages, messages } from '@storefront/contracts/messages';
import { PASSWORD_MIN, USERNAME_MAX } from '@storefront/contracts/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { PasswordField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { authLinkClasses, GoogleSignIn, login, loginErrorMessage, signup, signupErrorMessage } from '../auth/index.ts';

/** 'new': a password is chosen and the account made; 'existing': the account's password opens it. */
export type AccountMode = 'new' | 'existing';

export interface AccountStep {
  mode: AccountMode;
  password: string;
  /** The password field's own error (too short, or wrong). */
  fieldError: string | null;
  /** The step's line: why it changed mode (info), or what the server said (error). */
  message: { text: string; tone: 'info' | 'error' } | null;
  setPassword(value: string): void;
  switchMode(): void;
  showError(text: string | null): void;
  /** Makes or opens the account for the order's email; false when it could not (the step says why). */
  signIn(): Promise<boolean>;
  /** The password field's id. */
  fieldId: string;
  /** Counts the refusals: the field takes the focus after each, once the page is usable again. */
  refusals: number;
}

/** 4 random digits: a username nobody chose by hand is unlikely to be taken. */
const randomDigits = () => String((crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % 10_000).padStart(4, '0');

/**
 * The username an account made on the way to Pay gets (decision 48): the buyer's first name (its
 * letters and digits) and four digits, as 'Ngozi4821'. The sign-up form asks for one; the summary
 * does not, because nothing here shows it to anyone but its owner.
 */
export function usernameFor(firstName: string): string {
  const letters = firstName.normalize('NFC').replace(/[^\p{L}\p{N}]/gu, '');
  return `${letters.slice(0, USERNAME_MAX - 4) || 'buyer'}${randomDigits()}`;
}

const isUsernameTaken = (error: unknown) => error instanceof ApiError && error.status === 409;

/** POST /api/signup with a generated username, again with other digits while it is taken. */
async function signupWithGeneratedName(firstName: string, email: string, password: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await signup(usernameFor(firstName), email, password);
      return;
    } catch (error) {
      if (!isUsernameTaken(error) || attempt === 3) throw error;
    }
  }
}

/**
 * The guest's account on the order summary (decision 48, docs/checkout-path.md): Pay makes the
 * account with the email typed on the purchase form and the password chosen here, then signs in
 * (sign-up answers the same whether or not the email had an account, decision 23); if that
 * password does not open the account, the email had one, and the step asks for its password.
 */
export function useAccountStep({ email, firstName }: { email: string; firstName: string }): AccountStep {
  const { setUser } = useSession();
  const [mode, setMode] = useState<AccountMode>('new');
  const [password, setPasswordValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [message, setMessage] = useState<AccountStep['message']>(null);
  const fieldId = useId();
  const [refusals, setRefusals] = useState(0);

  const refuse = (field: string | null, line: AccountStep['message'] = null) => {
    setFieldError(field);
    setMessage(line);
    setRefusals((n) => n + 1);
    return false;
  };

  const signIn = async () => {
    if (password.length < PASSWORD_MIN) return refuse(messages.validation.passwordLogin);
    setFieldError(null);
    setMessage(null);
    if (mode === 'new') {
      try {
        await signupWithGeneratedName(firstName, email, password);
      } catch (error) {
        return refuse(null, { text: signupErrorMessage(error), tone: 'error' });
      }
    }
    try {
      setUser(await login(email, password));
      return true;
    } catch (error) {
      const wrongPassword = error instanceof ApiError && error.status === 401;
      if (wrongPassword && mode === 'new') {
        // The chosen password did not open it: the email had an account already.
        setMode('existing');
        setPasswordValue('');
        return refuse(null, { text: authMessages.accountStepHadAccount, tone: 'info' });
      }
      // A wrong password is the field's; a refusal (429) or a lost request is the step's.
      const text = loginErrorMessage(error);
      return wrongPassword ? refuse(text) : refuse(null, { text, tone: 'error' });
    }
  };

  return {
    mode,
    password,
    fieldError,
    message,
    setPassword: (value) => {
      setPasswordValue(value);
      setFieldError(null);
    },
    switchMode: () => {
      setMode((m) => (m === 'new' ? 'existing' : 'new'));
      setPasswordValue('');
      setFieldError(null);
      setMessage(null);
    },
    showError: (text) => setMessage(text ? { text, tone: 'error' } : null),
    signIn,
    fieldId,
    refusals,
  };
}

/**
 * The account step's fields, above Pay: Google, or the password (chosen, or the account's), with
 * the way to the other mode. Enter in the password field pays.
 */
export function AccountStepFields({
  step,
  email,
  busy,
  onPay,
}: {
  step: AccountStep;
  email: string;
  /** Pay is under way (the page is inert). */
  busy: boolean;
  onPay(): void;
}) {
  const { setUser } = useSession();
  const isNew = step.mode === 'new';
  // After a refusal, once Pay is no longer busy: the page is inert until then, and takes no focus.
  const focused = useRef(0);
  useEffect(() => {
    if (busy || step.refusals === focused.current) return;
    focused.current = step.refusals;
    document.getElementById(step.fieldId)?.focus();
  }, [busy, step.refusals, step.fieldId]);
  return (
    <section aria-labelledby="account-step-title" className="grid gap-3 border-t border-brand-100 pt-4">
      <h3 id="account-step-title" className="text-base font-bold text-ink">
        Your account
      </h3>
      <p className="text-sm text-muted" data-testid="account-step-note">
        {isNew ? authMessages.accountStepNew(email) : authMessages.accountStepExisting(email)}
      </p>
      <GoogleSignIn
        onSignedIn={setUser}
        onError={step.showError}
        divider={isNew ? 'or choose a password' : 'or use your password'}
      />
      <PasswordField
        id={step.fieldId}
        label={isNew ? 'Choose a password' : 'Password'}
        name={isNew ? 'new-password' : 'password'}
        autoComplete={isNew ? 'new-password' : 'current-password'}
        hint={isNew && !step.fieldError ? `At least ${PASSWORD_MIN} characters.` : undefined}
        value={step.password}
        error={step.fieldError}
        onChange={(event) => step.setPassword(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onPay();
          }
        }}
      />
      <StatusMessage text={step.message?.text} tone={step.message?.tone ?? 'error'} />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
        <button type="button" onClick={step.switchMode} className={`min-h-11 ${authLinkClasses}`}>
          {isNew ? 'I already have an account' : 'New here? Choose a password'}
        </button>
        {!isNew && (
          <Link to="/forgot-password" className={`inline-flex min-h-11 items-center ${authLinkClasses}`}>
            Forgot your password?
          </Link>
        )}
      </div>
    </section>
  );
}
