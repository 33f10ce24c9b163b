import { useLocation } from 'react-router';
import { isRecord } from '../../lib/records.ts';
import { readRedirectState } from '../../lib/session/redirect-state.ts';

/** The event title of the order carried through sign-in: '' when it has none, null when there is no order. */
function orderTitle(state: unknown): string | null {
  const { orderState } = readRedirectState(state);
  if (!isRecord(orderState)) return null;
  return typeof orderState.eventTitle === 'string' ? orderState.eventTitle.trim().slice(0, 200) : '';
}

/** What the buyer does on each account page to get back to the order. */
const LEAD = {
  'sign-in': 'Sign in to finish your order.',
  'sign-up': 'Create your account to finish your order.',
} as const;

export interface OrderKeptNoticeProps {
  /** The page it is on: /login or /signup. */
  page: keyof typeof LEAD;
}

/**
 * A buyer sent to sign in from the purchase is told the order is not lost (the route guard
 * carries it in the location state, and sign-in, Google, or sign-up, which signs in, hands it back).
 */
export function OrderKeptNotice({ page }: OrderKeptNoticeProps) {
  const location = useLocation();
  const title = orderTitle(location.state);
  if (title === null) return null;
  return (
    <p role="status" className="mb-5 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-800">
      {LEAD[page]}{' '}
      {title ? (
        <>
          Your order for <strong className="font-semibold">{title}</strong> is kept.
        </>
      ) : (
        'Your order is kept.'
      )}
    </p>
  );
}
