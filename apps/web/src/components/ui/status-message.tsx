/** product.md §8: a message containing Failed, used or expired is styled as an error. */
export const isErrorMessage = (text: string) => /failed|used|expired/i.test(text);

export interface StatusMessageProps {
  text: string | null | undefined;
  /** Forces the tone; by default it follows the spec's rule above. */
  tone?: 'error' | 'success' | 'info';
  className?: string;
  /** False inside a live region of the caller's own (it announces the text; a role here would repeat it). */
  announce?: boolean;
}

/** An announced status line (role=alert for errors, role=status otherwise). */
export function StatusMessage({ text, tone, className = '', announce = true }: StatusMessageProps) {
  if (!text) return null;
  const resolved = tone ?? (isErrorMessage(text) ? 'error' : 'info');
  const styles = {
    error: 'border-danger/30 bg-red-50 text-danger',
    success: 'border-success/30 bg-green-50 text-success',
    info: 'border-brand-200 bg-brand-50 text-brand-800',
  }[resolved];
  return (
    <p
      role={announce ? (resolved === 'error' ? 'alert' : 'status') : undefined}
      data-tone={resolved}
      className={`rounded-xl border px-4 py-3 text-sm ${styles} ${className}`}
    >
      {text}
    </p>
  );
}
