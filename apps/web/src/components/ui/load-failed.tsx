import { useRevalidator } from 'react-router';
import { Button } from './button.tsx';

export interface LoadFailedProps {
  /** What could not be loaded, for the sentence: 'the events', 'this event'. */
  what: string;
  className?: string;
}

/**
 * A page's data did not arrive (offline, server error): one plain sentence instead of the server's
 * own text, and Retry, which runs the route's loaders again. While they run the button says so
 * and keeps its focus (aria-disabled, not disabled), so a keyboard user can press it again after.
 */
export function LoadFailed({ what, className = '' }: LoadFailedProps) {
  const revalidator = useRevalidator();
  const busy = revalidator.state === 'loading';
  return (
    <div
      className={`flex flex-wrap items-center justify-between gap-3 rounded-xl border border-danger/30 bg-red-50 px-4 py-3 ${className}`}
    >
      <p role="alert" className="text-sm text-danger">
        We couldn't load {what} right now. Please check your connection and try again.
      </p>
      <Button
        variant="secondary"
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={() => {
          if (!busy) revalidator.revalidate();
        }}
      >
        {busy ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}
