import { type AdminOrganizerDetail, organizerMessages as m } from '@storefront/contracts/messages';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

export interface OrganizerSettings {
  commissionPercent: number | null;
  publishesDirectly: boolean;
}

/** The commission as typed: empty is the platform's setting (null); else a percentage 0..100, two decimals at most. */
export function parseCommission(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/%$/, '').trim();
  if (!trimmed) return null;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= 100 ? value : undefined;
}

/** The commission override and "publishes directly", saved together (PATCH /api/admin/organizers/{id}). */
export function OrganizerSettingsForm({
  organizer,
  onSave,
}: {
  organizer: AdminOrganizerDetail;
  onSave(settings: OrganizerSettings): Promise<void>;
}) {
  const [commission, setCommission] = useState(
    organizer.commissionOverridePercent === null ? '' : String(organizer.commissionOverridePercent),
  );
  const [direct, setDirect] = useState(organizer.publishesDirectly);
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const directId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const commissionPercent = parseCommission(commission);
    if (commissionPercent === undefined) return setFeedback({ text: m.commission, tone: 'error' });
    setBusy(true);
    setFeedback(null);
    try {
      await onSave({ commissionPercent, publishesDirectly: direct });
      setFeedback({ text: 'Saved.', tone: 'success' });
    } catch (error) {
      setFeedback({ text: error instanceof Error ? error.message : String(error), tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="organizer-settings" className="rounded-2xl border border-brand-100 bg-white p-4 sm:p-5">
      <h2 id="organizer-settings" className="text-base font-bold text-ink">
        Commission and publishing
      </h2>
      <form onSubmit={submit} noValidate className="mt-3 grid gap-4">
        <TextField
          label="Commission override (%)"
          inputMode="decimal"
          value={commission}
          onChange={(e) => setCommission(e.target.value)}
          className="max-w-xs"
          hint={`Empty: the platform's setting, ${organizer.platformCommissionPercent}%. Now in effect: ${organizer.commissionPercent}%.`}
        />
        <div className="flex items-start gap-3">
          <input
            id={directId}
            type="checkbox"
            checked={direct}
            onChange={(e) => setDirect(e.target.checked)}
            className="mt-0.5 size-5 accent-brand-600"
          />
          <label htmlFor={directId} className="text-sm text-ink">
            <span className="font-medium">Publishes directly</span>
            <span className="block text-muted">Their events go on sale without an admin's review.</span>
          </label>
        </div>
        <StatusMessage text={feedback?.text} tone={feedback?.tone} />
        <Button type="submit" busy={busy} busyText="Saving..." className="justify-self-start">
          Save
        </Button>
      </form>
    </section>
  );
}
