import type { OrganizerSelf } from '@storefront/contracts/api';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { organizerPaths } from '../organizer-paths.ts';
import { useAdminResource } from '../use-admin-resource.ts';

interface Step {
  key: string;
  title: string;
  why: string;
  to: string;
  action: string;
}

/**
 * What a new organizer does before anything sells (docs/organizers.md §2, §3), on their dashboard
 * until it is done: a payout account (nothing publishes without one), then a first event. Each step
 * goes once it is done; the card goes with the last.
 */
export function OrganizerNextSteps({ eventCount }: { eventCount: number }) {
  const { resource } = useAdminResource<OrganizerSelf>('/api/organizer/me');
  const me = resource.data;
  if (!me) return null;
  const steps: Step[] = [];
  if (!me.payoutAccount) {
    steps.push({
      key: 'payout',
      title: 'Add a payout account',
      why: 'Your share of every sale goes to this bank account. Events cannot be published until you have one.',
      to: organizerPaths.payouts,
      action: 'Add payout account',
    });
  }
  if (eventCount === 0) {
    steps.push({
      key: 'event',
      title: 'Create your first event',
      why: 'Add its date, venue, poster and ticket types, then submit it for review.',
      to: organizerPaths.newEvent,
      action: 'Create event',
    });
  }
  if (steps.length === 0) return null;
  return (
    <section
      aria-labelledby="next-steps"
      className="grid gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-5"
    >
      <div>
        <h2 id="next-steps" className="text-lg font-bold text-ink">
          Next steps
        </h2>
        <p className="text-sm text-muted">
          Before your first sale, {steps.length === 1 ? 'one thing' : 'two things'} to do.
        </p>
      </div>
      <ol className="grid gap-3">
        {steps.map((step, index) => (
          <li
            key={step.key}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4"
            data-testid={`next-step-${step.key}`}
          >
            <div className="min-w-0 flex-1 basis-64">
              <p className="font-semibold text-ink">
                {steps.length > 1 && <span className="text-brand-700">{index + 1}. </span>}
                {step.title}
              </p>
              <p className="text-sm text-muted">{step.why}</p>
            </div>
            <Link to={step.to} className={buttonClasses('primary', 'w-full sm:w-auto')}>
              {step.action}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
