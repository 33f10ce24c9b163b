import type { AdminShowtimesAnswer, SeatPlanDetail, SeatPlanSummary } from '@storefront/contracts/api';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses } from '../../../components/ui/control-classes.ts';
import { adminGet, adminSend } from '../admin-api.ts';
import { useConsole } from '../console.tsx';

export interface TierChoice {
  id: string;
  name: string;
}

export interface SeatPlanChoiceProps {
  /** The event's dates path (`…/events/{id}/showtimes`). */
  path: string;
  showtimeId: string;
  /** The date as the list says it, for the labels. */
  when: string;
  plans: readonly SeatPlanSummary[];
  tiers: readonly TierChoice[];
  onApplied(answer: AdminShowtimesAnswer, planName: string): void;
  onError(message: string): void;
}

/**
 * A date's seat plan (decision 51), for a date nobody has ordered: choose a plan, then the tier
 * each of its sections sells at (the tier of the section's name when the event has one), and
 * Apply. The date's seats become the plan's.
 */
export function SeatPlanChoice({ path, showtimeId, when, plans, tiers, onApplied, onError }: SeatPlanChoiceProps) {
  const { api } = useConsole();
  const [plan, setPlan] = useState<SeatPlanDetail | null>(null);
  const [tierOf, setTierOf] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const planId = useId();

  const choose = async (id: string) => {
    setPlan(null);
    if (!id) return;
    try {
      const detail = await adminGet<SeatPlanDetail>(`${api}/seat-plans/${encodeURIComponent(id)}`);
      setPlan(detail);
      setTierOf(
        Object.fromEntries(
          detail.sections.map((section) => [
            section.name,
            tiers.find((tier) => tier.name.toLowerCase() === section.name.toLowerCase())?.id ?? tiers[0]?.id ?? '',
          ]),
        ),
      );
    } catch (error) {
      onError((error as Error).message);
    }
  };

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (!plan) return;
    setBusy(true);
    try {
      const answer = await adminSend<AdminShowtimesAnswer>(
        'PUT',
        `${path}/${encodeURIComponent(showtimeId)}/seat-plan`,
        { planId: plan.id, tiers: tierOf },
      );
      onApplied(answer, plan.name);
    } catch (error) {
      onError((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={apply} className="grid gap-2 sm:grid-cols-2 sm:items-end" aria-label={`Seat plan for ${when}`}>
      <div className="grid gap-1.5">
        <label htmlFor={planId} className="text-sm font-medium text-ink">
          Seat plan<span className="sr-only"> for {when}</span>
        </label>
        <select
          id={planId}
          defaultValue=""
          onChange={(event) => void choose(event.target.value)}
          className={controlClasses()}
        >
          <option value="">Choose a plan</option>
          {plans.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}, {option.venue} ({option.seatCount} seats)
            </option>
          ))}
        </select>
      </div>
      {plan?.sections.map((section) => (
        <TierSelect
          key={section.name}
          section={section.name}
          when={when}
          tiers={tiers}
          value={tierOf[section.name] ?? ''}
          onChange={(tier) => setTierOf((current) => ({ ...current, [section.name]: tier }))}
        />
      ))}
      {plan && (
        <Button type="submit" variant="secondary" busy={busy} busyText="Applying...">
          Apply
          <span className="sr-only">
            {' '}
            {plan.name} to {when}
          </span>
        </Button>
      )}
    </form>
  );
}

function TierSelect({
  section,
  when,
  tiers,
  value,
  onChange,
}: {
  section: string;
  when: string;
  tiers: readonly TierChoice[];
  value: string;
  onChange(tier: string): void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {section} sells at<span className="sr-only"> on {when}</span>
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={controlClasses()}>
        {tiers.map((tier) => (
          <option key={tier.id} value={tier.id}>
            {tier.name}
          </option>
        ))}
      </select>
    </div>
  );
}
