import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { controlClasses } from './control-classes.ts';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /** Password fields get a Show/Hide toggle (spec: Login, Sign up). */
  revealable?: boolean;
}

/** A labelled input with its error announced to screen readers. */
export function TextField({
  label,
  error,
  hint,
  revealable = false,
  type = 'text',
  className = '',
  id,
  ...rest
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [revealed, setRevealed] = useState(false);
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={`grid gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={revealable && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`${controlClasses(Boolean(error))} ${revealable ? 'pr-16' : ''}`}
          {...rest}
        />
        {revealable && (
          <button
            type="button"
            onClick={() => setRevealed((r) => !r)}
            className="absolute inset-y-px right-px rounded-r-xl px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            aria-controls={inputId}
            aria-label={revealed ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          >
            {revealed ? 'Hide' : 'Show'}
          </button>
        )}
      </div>
      {hint && (
        <p id={`${inputId}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * An email field with the attributes every form wants (email keyboard, autofill, no spell check).
 * Any of them, and the label ('Email' by default), can be overridden.
 */
export function EmailField({ label = 'Email', ...rest }: Omit<TextFieldProps, 'label'> & { label?: string }) {
  return (
    <TextField
      label={label}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      {...rest}
    />
  );
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'revealable' | 'autoComplete'> {
  /** Tells password managers whether to fill the saved password or offer a new one. */
  autoComplete: 'current-password' | 'new-password';
}

/** A password field with the spec's Show/Hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
  return <TextField type="password" revealable {...props} />;
}
