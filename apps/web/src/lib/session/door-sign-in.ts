import { useLocation } from 'react-router';
import { readRedirectState } from './redirect-state.ts';

/**
 * Whether the account pages were reached on the way to the door (/check-in, the link a door-staff
 * invitation sends, docs/organizers.md §5): then they say what the account is for instead of
 * welcoming a buyer (decision 47).
 */
export function isDoorSignIn(state: unknown): boolean {
  const { from } = readRedirectState(state);
  return from === '/check-in' || from.startsWith('/check-in?') || from.startsWith('/check-in/');
}

/** /login's line on the way to the door. */
export const DOOR_SIGN_IN =
  'Sign in to the door app to admit tickets. Invited by an organizer? Use the address the invitation was sent to.';

/** /signup's line on the way to the door. */
export const DOOR_SIGN_UP =
  'Create your account to admit tickets at the door. Invited by an organizer? Sign up with the address the invitation was sent to, and confirm it.';

const LINES = {
  'sign-in': { buyer: 'Welcome back. Sign in to buy tickets and find the ones you have.', door: DOOR_SIGN_IN },
  'sign-up': { buyer: 'Sign up to buy concert and movie tickets in naira.', door: DOOR_SIGN_UP },
} as const;

/** The line under an account page's title: the buyer's, or the door's when the page leads there. */
export function useAccountPageLine(page: keyof typeof LINES): string {
  const { state } = useLocation();
  return isDoorSignIn(state) ? LINES[page].door : LINES[page].buyer;
}
