import type { SeatPlanDetail, SeatPlansAnswer } from '@storefront/contracts/api';
import { useState } from 'react';
import { PageTitle } from '../../../components/layout/logo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { adminGet } from '../admin-api.ts';
import { useConsole } from '../console.tsx';
import { ResourceState } from '../resource-state.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { SeatPlanEditor } from './seat-plan-editor.tsx';
import { formValuesOf, type SeatPlanFormValues } from './seat-plan-form-values.ts';

type Editing = { key: number; plan: { id: string; values: SeatPlanFormValues; dates: number } | null };

/**
 * /admin/seat-plans and /organizer/seat-plans (decision 51): the venues' plans with their seats,
 * and the editor for a new one or a chosen one. A date is given its plan on the event's Dates card.
 */
export function SeatPlansPage() {
  const { api, kind, paths } = useConsole();
  const { resource, reload } = useAdminResource<SeatPlansAnswer>(`${api}/seat-plans`);
  const [editing, setEditing] = useState<Editing>({ key: 0, plan: null });
  const [opening, setOpening] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const open = async (id: string) => {
    setOpening(id);
    setProblem(null);
    try {
      const plan = await adminGet<SeatPlanDetail>(`${api}/seat-plans/${encodeURIComponent(id)}`);
      setEditing((current) => ({ key: current.key + 1, plan: { id, values: formValuesOf(plan), dates: plan.dates } }));
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setOpening(null);
    }
  };

  const plans = resource.data?.plans ?? [];
  return (
    <div className="grid gap-6">
      <PageTitle title="Seat plans" />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">Seat plans</h1>
          <p className="mt-1 max-w-prose text-sm text-muted">
            A venue&apos;s seats, built from sections&apos; rows and seats per row. Give a date its plan on the
            event&apos;s Dates card.
            {kind === 'organizer' && ' Plans are shared by every event at the venue: ask us to change one in use.'}
          </p>
        </div>
        <Button variant="secondary" onClick={() => setEditing((current) => ({ key: current.key + 1, plan: null }))}>
          New seat plan
        </Button>
      </div>
      <StatusMessage text={problem ?? undefined} tone="error" />
      {!resource.data ? (
        <ResourceState
          resource={resource}
          onRetry={reload}
          back={{ to: paths.dashboard, label: 'Back to the dashboard' }}
        />
      ) : plans.length === 0 ? (
        <p className="text-sm text-ink">No seat plans yet.</p>
      ) : (
        <ul aria-label="Seat plans" className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
          {plans.map((plan) => (
            <li
              key={plan.id}
              className="flex items-center justify-between gap-3 rounded-xl border border-brand-100 bg-white px-3 py-2"
            >
              <div className="min-w-0">
                <p className="font-semibold text-ink">{plan.name}</p>
                <p className="text-sm text-muted">
                  {plan.venue}, <span className="tabular-nums">{plan.seatCount}</span> seats
                </p>
              </div>
              <Button
                variant="ghost"
                className="px-3"
                busy={opening === plan.id}
                busyText="Opening..."
                aria-pressed={editing.plan?.id === plan.id}
                onClick={() => void open(plan.id)}
              >
                Edit
                <span className="sr-only">
                  {' '}
                  {plan.name}, {plan.venue}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <SeatPlanEditor
        key={editing.key}
        plan={editing.plan}
        onSaved={(saved) => {
          reload();
          // The same editor (its key unchanged) edits the saved plan from now on.
          setEditing((current) => ({
            key: current.key,
            plan: { id: saved.id, values: formValuesOf(saved), dates: saved.dates },
          }));
        }}
      />
    </div>
  );
}
