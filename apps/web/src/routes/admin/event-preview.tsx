import { useParams } from 'react-router';
import { Spinner } from '../../components/layout/hydrate-fallback.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { PreviewBar } from '../../features/admin/events/preview-bar.tsx';
import { useEventPreview } from '../../features/admin/events/use-event-preview.ts';
import { EventDetailsPage } from '../../features/catalog/event-details-page.tsx';

/**
 * /admin/events/:id/preview (admins only): the event's public page, drawn by the storefront's own
 * component from the saved event, a draft included, under a strip that says it is a preview.
 */
export function Component() {
  const id = useParams().id ?? '';
  const load = useEventPreview(id);
  if (load.state === 'loading') {
    return (
      <div role="status" className="grid min-h-dvh place-items-center text-muted">
        <Spinner />
        <span className="sr-only">Loading the preview...</span>
      </div>
    );
  }
  if (load.state === 'error') {
    return (
      <main className="mx-auto grid max-w-xl gap-4 p-6">
        <h1 className="text-2xl font-bold text-ink">Preview</h1>
        <StatusMessage text={load.message} tone="error" />
      </main>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col">
      <PreviewBar id={id} status={load.preview.status} />
      <EventDetailsPage event={load.preview} />
    </div>
  );
}
