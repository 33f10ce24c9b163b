import { Link } from 'react-router';
import { BellIcon } from '../components/layout/icons.tsx';
import { PageTitle } from '../components/layout/logo.tsx';
import { buttonClasses } from '../components/ui/button.tsx';

export function Component() {
  return (
    <main className="grid flex-1 place-items-center px-4 py-16 sm:px-6">
      <PageTitle title="Notifications" />
      <div className="max-w-md text-center">
        <span className="mx-auto grid size-16 place-items-center rounded-2xl bg-brand-50 text-brand-600">
          <BellIcon className="size-8" />
        </span>
        <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-brand-900">Notifications</h1>
        <p className="mt-3 text-lg font-semibold text-ink">No notifications yet</p>
        <p className="mt-1 text-muted">
          When there's news about your tickets or a show you follow, you'll find it here.
        </p>
        <Link to="/" className={buttonClasses('secondary', 'mt-6')}>
          Back to events
        </Link>
      </div>
    </main>
  );
}
