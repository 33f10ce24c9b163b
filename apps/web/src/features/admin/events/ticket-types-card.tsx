import type { AdminTicketTypesAnswer } from '@storefront/contracts/api';
import { formatCompactDateTime, formatNaira } from '@storefront/contracts/format';
import {
  type AdminTicketType,
  tierAdminMessages as m,
  TIER_LIMITS,
  type TicketTypeState,
  ticketTypeState,
} from '@storefront/contracts/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { adminSend } from '../admin-api.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { useConsole } from '../console.tsx';
import { ResourceState } from '../resource-state.tsx';
import { StatusBadge, type Tone } from '../status-badge.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { TicketTypeDialog } from './ticket-type-dialog.tsx';

const STATE_WORDS: Record<TicketTypeState, [string, Tone]> = {
  'on-sale': ['On sale', 'good'],
  'not-yet': ['Not yet on sale', 'waiting'],
  ended: ['Sale ended', 'neutral'],
  'sold-out': ['Sold out', 'stopped'],
  paused: ['Paused', 'stopped'],
};

const forSale = (tier: AdminTicketType) => ({
  id: tier.id,
  remaining: tier.remaining,
  admits: tier.admits,
  salesStartAt: tier.salesStartAt,
  salesEndAt: tier.salesEndAt,
  afterTicketTypeId: tier.afterTicketTypeId,
  paused: tier.status === 'paused',
});

function windowText(tier: AdminTicketType, timeZone: string) {
  const from = tier.salesStartAt ? `From ${formatCompactDateTime(tier.salesStartAt, timeZone)}` : null;
  const until = tier.salesEndAt ? `until ${formatCompactDateTime(tier.salesEndAt, timeZone)}` : null;
  if (!from && !until) return 'Always';
  return [from, until]
    .filter(Boolean)
    .join(' ')
    .replace(/^until/, 'Until');
}

export interface TicketTypesCardProps {
  eventId: string;
  /** The event's seats left (people): a tier sells out when fewer are left than it admits. */
  eventSeats: number;
  /** The event form's price changed with the Regular tier's (the server keeps the two in step). */
  onBasePrice?(price: number): void;
}

type Dialog = { kind: 'edit'; tier: AdminTicketType | null } | { kind: 'delete'; tier: AdminTicketType } | null;

/**
 * An event's ticket types in the back office (decision 30): each with its price, sales,
 * window and state; add, edit, move up or down, pause or resume, and delete one no order names.
 */
export function TicketTypesCard({ eventId, eventSeats, onBasePrice }: TicketTypesCardProps) {
  const { api, paths } = useConsole();
  const path = `${api}/events/${encodeURIComponent(eventId)}/ticket-types`;
  const { resource, reload, replace } = useAdminResource<AdminTicketTypesAnswer>(path);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const focusAfter = useRef<string | null>(null);
  const headingId = useId();

  const take = (answer: AdminTicketTypesAnswer, text: string) => {
    replace(answer);
    onBasePrice?.(answer.basePrice);
    setMessage({ text, tone: 'success' });
  };

  // After a move the row changes place: keep the keyboard on the button that moved it.
  useEffect(() => {
    // Only once the move is answered: while it runs the buttons are disabled.
    if (!focusAfter.current || busyId !== null) return;
    const target = document.getElementById(focusAfter.current);
    focusAfter.current = null;
    if (target instanceof HTMLButtonElement && !target.disabled) target.focus();
  });

  async function act(tier: AdminTicketType, run: () => Promise<AdminTicketTypesAnswer>, done: string) {
    setBusyId(tier.id);
    setMessage(null);
    try {
      take(await run(), done);
    } catch (error) {
      setMessage({ text: (error as Error).message, tone: 'error' });
    } finally {
      setBusyId(null);
    }
  }

  const data = resource.data;
  const tiers = data?.ticketTypes ?? [];
  const timeZone = data?.timeZone ?? 'Africa/Lagos';
  const now = new Date();

  const move = (tier: AdminTicketType, by: -1 | 1) => {
    const ids = tiers.map((t) => t.id);
    const at = ids.indexOf(tier.id);
    const [moved] = ids.splice(at, 1);
    if (moved === undefined) return;
    ids.splice(at + by, 0, moved);
    const landing = at + by;
    // At the new end the same button is disabled: the other one keeps the focus.
    const edge = by === -1 ? landing === 0 : landing === ids.length - 1;
    focusAfter.current = `${by === -1 ? (edge ? 'down' : 'up') : edge ? 'up' : 'down'}-${tier.id}`;
    void act(
      tier,
      () => adminSend('POST', `${path}/reorder`, { ids }),
      `${tier.name} moved ${by === -1 ? 'up' : 'down'}.`,
    );
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-2xl border border-brand-100 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-ink">
          Ticket types
        </h2>
        <Button
          variant="secondary"
          onClick={() => setDialog({ kind: 'edit', tier: null })}
          disabled={!data || tiers.length >= TIER_LIMITS.tiersMax}
        >
          Add a ticket type
        </Button>
      </div>
      <p className="text-sm text-muted">
        Price changes apply to new orders only. The event form&apos;s price is the Regular type&apos;s price.
      </p>
      <StatusMessage text={message?.text} tone={message?.tone} />
      {!data ? (
        <ResourceState resource={resource} onRetry={reload} back={{ to: paths.events, label: 'Back to the events' }} />
      ) : (
        <section
          aria-label="Ticket types of this event"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-brand-100"
        >
          <table className="w-full min-w-[52rem] border-collapse text-left text-sm" aria-busy={busyId !== null}>
            <caption className="sr-only">Ticket types, in the order the event page lists them</caption>
            <thead className="bg-brand-50 text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Name
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Price
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Sold / held / capacity
                </th>
                <th scope="col" className="px-3 py-2">
                  Sale window
                </th>
                <th scope="col" className="px-3 py-2">
                  State
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Admits
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tiers.map((tier, index) => {
                const [stateWord, tone] =
                  STATE_WORDS[ticketTypeState(forSale(tier), tiers.map(forSale), eventSeats, now)];
                const busy = busyId === tier.id;
                return (
                  <tr key={tier.id} className="border-t border-brand-100 align-top">
                    <th scope="row" className="px-3 py-2 font-semibold text-ink">
                      <span className="flex flex-wrap items-center gap-2">
                        {tier.name}
                        {tier.accessCode && <StatusBadge label={`Hidden: ${tier.accessCode}`} tone="neutral" />}
                      </span>
                      {tier.description && <span className="block font-normal text-muted">{tier.description}</span>}
                    </th>
                    <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                      {tier.price === 0 ? 'Free' : formatNaira(tier.price)}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {tier.sold} / {tier.held} / {tier.capacity ?? 'shared'}
                    </td>
                    <td className="px-3 py-2">{windowText(tier, timeZone)}</td>
                    <td className="px-3 py-2">
                      <StatusBadge label={stateWord} tone={tone} />
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{tier.admits}</td>
                    <td className="px-3 py-2">
                      <div className="flex flex-wrap justify-end gap-1">
                        <Button variant="ghost" className="px-3" onClick={() => setDialog({ kind: 'edit', tier })}>
                          Edit<span className="sr-only"> {tier.name}</span>
                        </Button>
                        <Button
                          id={`up-${tier.id}`}
                          variant="ghost"
                          className="px-3"
                          aria-label={`Move ${tier.name} up`}
                          disabled={index === 0 || busyId !== null}
                          onClick={() => move(tier, -1)}
                        >
                          <span aria-hidden="true">↑</span>
                        </Button>
                        <Button
                          id={`down-${tier.id}`}
                          variant="ghost"
                          className="px-3"
                          aria-label={`Move ${tier.name} down`}
                          disabled={index === tiers.length - 1 || busyId !== null}
                          onClick={() => move(tier, 1)}
                        >
                          <span aria-hidden="true">↓</span>
                        </Button>
                        <Button
                          variant="ghost"
                          className="px-3"
                          busy={busy}
                          busyText="Saving..."
                          onClick={() =>
                            void act(
                              tier,
                              () =>
                                adminSend('PATCH', `${path}/${encodeURIComponent(tier.id)}`, {
                                  status: tier.status === 'paused' ? 'on_sale' : 'paused',
                                }),
                              `${tier.name}: ${tier.status === 'paused' ? m.resumed : m.paused}`,
                            )
                          }
                        >
                          {tier.status === 'paused' ? 'Resume' : 'Pause'}
                          <span className="sr-only"> {tier.name}</span>
                        </Button>
                        {tier.orderLines === 0 && tiers.length > 1 && (
                          <Button
                            variant="ghost"
                            className="px-3 text-danger"
                            onClick={() => setDialog({ kind: 'delete', tier })}
                          >
                            Delete<span className="sr-only"> {tier.name}</span>
                          </Button>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
      {dialog?.kind === 'edit' && data && (
        <TicketTypeDialog
          eventId={eventId}
          timeZone={timeZone}
          tier={dialog.tier}
          tiers={tiers}
          onClose={() => setDialog(null)}
          onSaved={(answer, text) => {
            setDialog(null);
            take(answer, text);
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={`Delete ${dialog.tier.name}?`}
          confirmLabel="Delete the ticket type"
          busyLabel="Deleting..."
          cancelLabel="Keep it"
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            const answer = await adminSend<AdminTicketTypesAnswer>(
              'DELETE',
              `${path}/${encodeURIComponent(dialog.tier.id)}`,
            );
            setDialog(null);
            take(answer, m.deleted);
          }}
        >
          <p>No order names it yet. It disappears from the event page at once.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
