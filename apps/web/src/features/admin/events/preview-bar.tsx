import type { EventStatus } from '@storefront/contracts/rules';
import { Link } from 'react-router';
import { useConsole } from '../console.tsx';

const notes: Record<EventStatus, string> = {
  draft: 'Preview of a draft: the public cannot see this page until the event is published.',
  published: 'Preview: this is the page the public sees.',
  cancelled: 'Preview: the public sees this page with the cancellation notice.',
};

/** The strip above a previewed event page: what it is, and the way back to editing. */
export function PreviewBar({ id, status }: { id: string; status: EventStatus }) {
  const { paths } = useConsole();
  return (
    <section
      aria-label="Preview"
      className="sticky top-0 z-30 flex flex-wrap items-center justify-between gap-3 bg-brand-900 px-4 py-3 text-sm text-white sm:px-6"
    >
      <p>{notes[status]}</p>
      <Link
        to={paths.event(id)}
        className="inline-flex min-h-11 items-center rounded-xl bg-white px-4 font-semibold text-brand-800 hover:bg-brand-50"
      >
        Back to editing
      </Link>
    </section>
  );
}
