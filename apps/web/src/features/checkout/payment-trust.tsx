import type { StorefrontEvent } from '@storefront/contracts/api';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, type IconProps } from '../../components/layout/icons.tsx';

const LockIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </Icon>
);

const RefundIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 12a8 8 0 1 0 2.4-5.7L4 8.5" />
    <path d="M4 4v4.5h4.5" />
  </Icon>
);

const UserIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="8" r="3.5" />
    <path d="M5 20a7 7 0 0 1 14 0" />
  </Icon>
);

/** The FAQ's refund window (product.md §2.10, §9): refunds within 24 hours of purchase. */
export const REFUND_HOURS = 24;

function Note({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-600"
      >
        {icon}
      </span>
      <span className="min-w-0">{children}</span>
    </li>
  );
}

/**
 * What a buyer wants to know at the moment of paying (a buyer review found these missing):
 * who takes the card, whether a refund is possible, and who organizes the event.
 */
export function PaymentTrust({ event }: { event: StorefrontEvent }) {
  const organizer = event.eventOwner || event.artistName;
  return (
    <ul aria-label="About this payment" className="grid gap-3 border-t border-brand-100 pt-4 text-sm text-muted">
      <Note icon={<LockIcon className="size-4" />}>
        <strong className="font-semibold text-ink">Secure payment by Paystack.</strong> Your card details go straight to
        Paystack and never reach our servers.
      </Note>
      <Note icon={<RefundIcon className="size-4" />}>
        Refunds within {REFUND_HOURS} hours of purchase.{' '}
        <Link to="/helpdesk" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-600">
          Refund policy
        </Link>
      </Note>
      {organizer && (
        <Note icon={<UserIcon className="size-4" />}>
          Organized by <strong className="font-semibold text-ink">{organizer}</strong>
        </Note>
      )}
    </ul>
  );
}
