import { Link } from 'react-router';
import { Spinner } from '../../components/layout/hydrate-fallback.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { AdminResource } from './use-admin-resource.ts';

/**
 * What a back-office screen shows while its resource is not ready: a spinner, "not found" with a
 * way back, or the error with Try again (above the last copy, when there is one).
 */
export function ResourceState<T>({
  resource,
  onRetry,
  back,
}: {
  resource: AdminResource<T>;
  onRetry: () => void;
  back: { to: string; label: string };
}) {
  if (resource.state === 'loading') {
    return (
      <p role="status" className="flex items-center gap-3 py-10 text-muted">
        <Spinner />
        Loading...
      </p>
    );
  }
  if (resource.state === 'not-found') {
    return (
      <div role="alert" className="grid justify-items-start gap-3 rounded-2xl border border-brand-100 bg-white p-6">
        <p className="text-ink">{resource.message}</p>
        <Link to={back.to} className="font-semibold text-brand-700 underline">
          {back.label}
        </Link>
      </div>
    );
  }
  if (resource.state === 'error') {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-xl border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger"
      >
        <span>{resource.message}</span>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  return null;
}
