import type { StorefrontEvent } from '@storefront/contracts/api';
import { useParams } from 'react-router';
import { useConsole } from '../../features/admin/console.tsx';
import { PreviewBar } from '../../features/admin/events/preview-bar.tsx';
import { ResourceState } from '../../features/admin/resource-state.tsx';
import { useAdminResource } from '../../features/admin/use-admin-resource.ts';
import { EventDetailsPage } from '../../features/catalog/event-details-page.tsx';

/**
 * /admin/events/:id/preview (admins only): the event's public page, drawn by the storefront's own
 * component from the saved event, a draft included, under a strip that says it is a preview.
 */
export function Component() {
  const id = useParams().id ?? '';
  const { api, paths } = useConsole();
  const { resource, reload } = useAdminResource<{ preview: StorefrontEvent }>(
    `${api}/events/${encodeURIComponent(id)}`,
  );
  if (!resource.data) {
    return (
      <main className="mx-auto grid max-w-xl gap-4 p-6">
        <h1 className="text-2xl font-bold text-ink">Preview</h1>
        <ResourceState resource={resource} onRetry={reload} back={{ to: paths.events, label: 'Back to the events' }} />
      </main>
    );
  }
  const { preview } = resource.data;
  return (
    <div className="flex min-h-dvh flex-col">
      <PreviewBar id={id} status={preview.status} />
      <EventDetailsPage event={preview} />
    </div>
  );
}
