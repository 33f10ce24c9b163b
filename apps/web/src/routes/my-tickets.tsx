import { Link } from 'react-router';
import { TicketIcon } from '../components/layout/icons.tsx';
import { PageTitle } from '../components/layout/logo.tsx';
import { buttonClasses } from '../components/ui/button.tsx';

/** Spec §2: a placeholder for now (the real list of the user's tickets comes in a later issue). */
export function Component() {
  return (
    <main className="grid flex-1 place-items-center px-4 py-16 sm:px-6">
      <PageTitle title="My Tickets" />
      <div className="max-w-md text-center">
        <span className="mx-auto grid size-16 place-items-center rounded-2xl bg-brand-50 text-brand-600">
          <TicketIcon className="size-8" />
        </span>
        <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-brand-900">My Tickets</h1>
        <p className="mt-3 text-muted">
          This page is under construction. Soon you'll find all your tickets here; until then, your ticket link is in
          the confirmation email we sent you.
        </p>
        <Link to="/concerts" className={buttonClasses('primary', 'mt-6')}>
          Explore Events
        </Link>
      </div>
    </main>
  );
}
