import { messages } from './spec.ts';

// Kept apart from api/auth.ts (Zod schemas) so the web app's sign-up and sign-in chunks stay free of Zod.
/**
 * What the account endpoints answer, word for word. The spec fixes only some of these
 * (the Google failure, the reset link texts); the rest are ours, written for a person.
 */
export const authMessages = {
  invalidCredentials: 'Invalid email or password.',
  /**
   * Sign-up's answer, the same whether or not the email already had an account (no account discovery).
   * It asks nothing of the buyer: confirming is not needed to sign in or to buy (decision 23).
   */
  checkEmail: 'Thank you for signing up. We sent you a link to confirm your email address.',
  /**
   * The web app's note on /login when sign-up answered but signing in at once with the same email
   * and password did not work (decision 23): most often the email already had an account.
   */
  signInAfterSignUp: 'If this email already had an account, sign in with its password.',
  usernameTaken: 'This username is already taken. Please choose another one.',
  /**
   * The order summary's account step for a guest (decision 48): the account is made on the way to
   * Pay, with the email typed on the purchase form.
   */
  accountStepNew: (email: string) =>
    `Choose a password to pay. Your tickets will be kept in your account for ${email}.`,
  accountStepExisting: (email: string) => `Enter the password of your account for ${email} to pay.`,
  /** Sign-up answered but the chosen password did not open the account: the email had one already. */
  accountStepHadAccount: 'This email already has an account. Enter its password to pay.',
  googleNotConfigured: 'Google sign-in is not configured.',
  googleTokenRequired: 'Google ID token is required.',
  googleFailed: messages.auth.googleSignInFailed,
  signInRequired: 'Please sign in to continue.',
  csrfRejected: 'Your session token is missing or out of date. Please reload the page and try again.',
  crossSiteRefused: 'This request came from another website, so it was refused.',
  resetLinkSent: messages.auth.resetLinkSent,
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  resetDone: 'Your password has been reset. You can now sign in.',
  usernameInvisible: 'Username must not contain invisible or text-direction characters.',
  emailConfirmed: 'Your email address is confirmed. You can now sign in.',
  confirmLinkInvalid: 'This confirmation link is invalid or has expired.',
  notJsonObject: 'The request body must be a JSON object.',
  tooManyAttempts: (seconds: number) => `Too many attempts. Please wait ${seconds} seconds and try again.`,
} as const;
