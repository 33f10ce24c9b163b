import type { DoorStaffInvite } from '@storefront/contracts/messages';
import { type FormEvent, useState } from 'react';
import { PageTitle } from '../../../components/layout/logo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { adminSend } from '../admin-api.ts';
import { formatMoment } from '../admin-format.ts';
import { organizerPaths } from '../organizer-paths.ts';
import { ResourceState } from '../resource-state.tsx';
import { useAdminResource } from '../use-admin-resource.ts';

type StaffAnswer = { message: string; staff: DoorStaffInvite[] };

/**
 * /organizer/door-staff (architecture.md §16): the people the organizer invites by email to admit tickets
 * for their events only (GET/POST/DELETE /api/organizer/staff). Removing one takes their access
 * away at once.
 */
export function DoorStaffPage() {
  const { resource, reload, replace } = useAdminResource<{ staff: DoorStaffInvite[] }>('/api/organizer/staff');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);

  async function run(key: string, send: () => Promise<StaffAnswer>, after?: () => void) {
    setBusy(key);
    setNotice(null);
    try {
      const answer = await send();
      replace({ staff: answer.staff });
      setNotice({ text: answer.message, tone: 'success' });
      after?.();
    } catch (error) {
      setNotice({ text: error instanceof Error ? error.message : String(error), tone: 'error' });
    } finally {
      setBusy(null);
    }
  }

  function invite(event: FormEvent) {
    event.preventDefault();
    void run(
      'invite',
      () => adminSend<StaffAnswer>('POST', '/api/organizer/staff', { email }),
      () => setEmail(''),
    );
  }

  const staff = resource.data?.staff;
  return (
    <div className="grid gap-6">
      <PageTitle title="Door staff" />
      <div>
        <h1 className="text-2xl font-bold text-ink">Door staff</h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">
          Invite the people who check tickets at your door. They get an email with a link to the door page; once they
          sign in (or sign up) with that address and confirm it, they can admit tickets for your events only.
        </p>
      </div>
      <form onSubmit={invite} className="flex flex-wrap items-end gap-3" aria-label="Invite door staff">
        <TextField
          label="Email address"
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="min-w-[16rem] flex-1 sm:max-w-md"
        />
        <Button type="submit" busy={busy === 'invite'} busyText="Inviting...">
          Invite
        </Button>
      </form>
      {notice && <StatusMessage text={notice.text} tone={notice.tone} />}
      <ResourceState resource={resource} onRetry={reload} back={{ to: organizerPaths.dashboard, label: 'Dashboard' }} />
      {staff &&
        (staff.length === 0 ? (
          <p className="rounded-2xl border border-brand-100 bg-white p-6 text-muted">
            Nobody yet: you admit tickets for your events yourself from the Check-in page.
          </p>
        ) : (
          <section aria-labelledby="staff-heading" className="grid gap-3">
            <h2 id="staff-heading" className="text-lg font-bold text-ink">
              Invited ({staff.length})
            </h2>
            <ul className="grid gap-2">
              {staff.map((person) => (
                <li
                  key={person.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-brand-100 bg-white p-4"
                >
                  <div className="min-w-0">
                    <p className="break-all font-semibold text-ink">{person.email}</p>
                    <p className="text-xs text-muted">
                      Invited {formatMoment(person.invitedAt)} ·{' '}
                      {person.hasAccount ? 'can admit now' : 'waiting for them to sign up and confirm the address'}
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    busy={busy === person.id}
                    busyText="Removing..."
                    aria-label={`Remove ${person.email}`}
                    onClick={() =>
                      void run(person.id, () =>
                        adminSend<StaffAnswer>('DELETE', `/api/organizer/staff/${encodeURIComponent(person.id)}`),
                      )
                    }
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
