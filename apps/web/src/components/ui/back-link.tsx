import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon } from '../layout/icons.tsx';

/** The small "‹ label" link above a page's heading, one level up (e.g. event → all events). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <ChevronLeftIcon className="size-4" />
      {children}
    </Link>
  );
}
