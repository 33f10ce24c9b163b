import { messages } from '@storefront/contracts/messages';
import { ApiError, NetworkError } from '../../lib/api.ts';

/**
 * The error catalogue of product.md §8 for the account screens, in one place so every form maps an
 * error the same way. `apiRequest` already puts the server's `message` into ApiError, or
 * 'HTTP error! Status: {status}' when the answer carried none.
 */

const m = messages.auth;

/** True when the ApiError carries the server's own message (not apiRequest's status fallback). */
const hasServerMessage = (error: ApiError) => error.message !== '' && error.message !== m.httpError(error.status);

/** Login: the server's message, else 'HTTP error! Status: {status}', else 'Failed to sign in. Please try again.' */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return hasServerMessage(error) ? error.message : m.httpError(error.status);
  if (error instanceof NetworkError) return m.network;
  return m.signInFailed;
}

/** Google login: as login, with 'Failed to sign in with Google. Please try again.' as the last resort. */
export function googleLoginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return hasServerMessage(error) ? error.message : m.httpError(error.status);
  if (error instanceof NetworkError) return m.network;
  return m.googleSignInFailed;
}

/** Sign up: the server's message, else 'Signup failed with status: {status}'; no answer: 'Network error or server is down.' */
export function signupErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return hasServerMessage(error) ? error.message : m.signupFailedStatus(error.status);
  return m.network;
}

/** Forgot password: the server's message (e.g. too many attempts), else 'Failed to send reset link. Please try again.' */
export function forgotPasswordErrorMessage(error: unknown): string {
  if (error instanceof ApiError && hasServerMessage(error) && error.status < 500) return error.message;
  return m.resetLinkFailed;
}

/** Reset password: the server's message (invalid or expired link), else 'Failed to reset password.' */
export function resetPasswordErrorMessage(error: unknown): string {
  if (error instanceof ApiError && hasServerMessage(error)) return error.message;
  return m.resetFailed;
}

/** Confirm email: the server's message (invalid or expired link), else a sentence of our own. */
export function confirmEmailErrorMessage(error: unknown): string {
  if (error instanceof ApiError && hasServerMessage(error)) return error.message;
  if (error instanceof NetworkError) return m.network;
  return 'Failed to confirm your email. Please try again.';
}
