import type { BuyerDetails } from '@storefront/contracts/api';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { useSession } from '../../lib/session/session-provider.tsx';

const BuyerDetailsForm = lazy(() => import('./buyer-details-form.tsx'));

const card = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-5';
const SAVED = 'Saved. Your next purchase form starts with these details.';

/** What the panel shows of the details: 'Ngozi Eze · +2348031234567', or that nothing is kept. */
function summary(buyer: BuyerDetails | null): string {
  const name = [buyer?.firstName, buyer?.lastName].filter(Boolean).join(' ');
  const parts = [name, buyer?.phone].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Nothing yet: your first order fills them in.';
}

/**
 * The buyer's own name and phone, which the purchase form starts with (architecture.md §9.2,
 * docs/checkout-path.md), on My tickets: shown, and edited with PATCH /api/me/buyer-details. Only
 * the account reads them; an order gives the organizer the details typed on its own form.
 */
export function BuyerDetailsPanel() {
  const { buyer, setBuyer } = useSession();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <section aria-labelledby="buyer-details-title" className={`${card} grid gap-3`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="buyer-details-title" className="text-base font-bold text-ink">
          Your details for checkout
        </h2>
        {!editing && (
          <Button
            variant="secondary"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            Edit
          </Button>
        )}
      </div>
      {editing ? (
        <Suspense fallback={<p className="text-sm text-muted">Loading...</p>}>
          <BuyerDetailsForm
            buyer={buyer}
            onSaved={(details) => {
              setBuyer(details);
              setSaved(true);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        </Suspense>
      ) : (
        <>
          <p className="text-sm text-muted" data-testid="buyer-details">
            {summary(buyer)}
          </p>
          <StatusMessage text={saved ? SAVED : null} tone="success" />
        </>
      )}
    </section>
  );
}
