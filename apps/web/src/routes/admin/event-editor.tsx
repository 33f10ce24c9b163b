import { EventEditorPage } from '../../features/admin/events/event-editor-page.tsx';

/** /admin/events/new and /admin/events/:id (architecture.md §15.1, admins only): create or edit an event. */
export function Component() {
  return <EventEditorPage />;
}
