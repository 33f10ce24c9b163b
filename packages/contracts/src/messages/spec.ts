import { requestMessages, routerMessages } from './shell.ts';

/**
 * Every user-facing string the specification fixes, word for word.
 * Web and server both read them from here so a message is typed once.
 */
export const messages = {
  validation: {
    email: 'Please enter a valid email address.',
    passwordLogin: 'Password must be at least 6 characters long.',
    username: 'Username must be at least 3 characters long.',
    passwordsMismatch: 'Passwords do not match.',
    passwordReset: 'Password must be at least 6 characters.',
    requiredFields: 'Please fill in all required fields.',
    newsletterEmpty: 'Please enter an email address.',
    supportSubject: 'Subject must be at least 5 characters.',
    supportDescription: 'Description must be at least 10 characters.',
  },
  auth: {
    signingIn: 'Signing in...',
    signingUp: 'Signing up...',
    httpError: requestMessages.httpError,
    signInFailed: 'Failed to sign in. Please try again.',
    googleSignInFailed: 'Failed to sign in with Google. Please try again.',
    googleButtonFailed: 'Google Sign-In failed. Please try again.',
    signupFailedStatus: (status: number) => `Signup failed with status: ${status}`,
    network: requestMessages.network,
    resetLinkFailed: 'Failed to send reset link. Please try again.',
    resetLinkSent: 'A password reset link has been sent to your email.',
    resetFailed: 'Failed to reset password.',
  },
  events: {
    noEventSelected: 'No event selected.',
    notFoundForId: (id: string) => `No event found for ID: ${id}. Please check the event ID or go back.`,
    notFoundShort: (id: string) => `No event found for ID ${id}`,
    loading: 'Loading event data...',
    linkCopied: 'Link copied to clipboard!',
    copyFailed: (error: string) => `Failed to copy link: ${error}`,
    calculating: 'Calculating...',
    started: 'Event Started!',
  },
  payment: {
    processing: 'Processing...',
    scriptFailed: 'Failed to load payment system. Please try again later.',
    scriptNotLoaded: 'Paystack script not loaded. Please try again.',
    signInRequired: 'Please sign in to complete your payment.',
    initializeFailed: 'Failed to initialize payment. Please try again.',
    cancelled: 'Payment cancelled.',
    failed: 'Payment failed. Please try again.',
    verificationFailed: 'Payment verification failed. Please contact support.',
    ticketFailed: (reason: string, support: string) =>
      `Payment successful, but failed to create ticket: ${reason}. Please contact support at ${support}.`,
  },
  ticket: {
    invalidReference: 'Unable to view ticket: Invalid transaction reference',
    fetchFailed: (statusText: string) => `Failed to fetch ticket: ${statusText}`,
    notFound: 'Ticket not found',
    loading: 'Loading...',
    emailFailed: 'Failed to send ticket email, Please download manually.',
    emailSent: (email: string) => `Ticket sent to ${email}, Check your inbox!`,
    /**
     * The same for a gift whose recipient has an address of their own: the server mails the ticket to
     * the recipient and a copy to the buyer (tickets' ticketIssuedEmails), so the note names both (decision 47).
     */
    giftEmailSent: (recipient: string, buyer: string) =>
      `Ticket sent to ${recipient}, with a copy to ${buyer}, Check your inbox!`,
    downloadFailed: 'Failed to download ticket, Please try again.',
    downloaded: 'Ticket downloaded successfully.',
    notReusable: (status: string) => `This ticket is ${status} and cannot be reused.`,
    thankYou: 'Thank You for Your Purchase!',
    /** The line under 'Your ticket' while the ticket admits (only then: decision 27). */
    keepIt: 'Keep this page or the downloaded image; the QR code gets you in.',
    /** Why a cancelled ticket shows no QR code (decision 27), by the reason it was cancelled. */
    noQr: {
      refunded: 'This ticket was refunded, so it no longer gets anyone in and its QR code is hidden.',
      'event-cancelled': 'The event was cancelled, so this ticket no longer gets anyone in and its QR code is hidden.',
      cancelled: 'This ticket was cancelled, so it no longer gets anyone in and its QR code is hidden.',
    },
  },
  newsletter: {
    alreadySubscribed: 'This email is already subscribed to the newsletter.',
    failed: (message: string) => `Failed to subscribe: ${message}`,
    success: 'Subscribed successfully!',
  },
  router: routerMessages,
  support: {
    loadEventsFailed: 'Failed to load events.',
    submitFailed: 'Failed to submit ticket. Please try again.',
    submitted: 'Ticket submitted successfully!',
    chatFailed: 'Chat service failed to load. Please refresh the page.',
  },
  organizers: {
    thanks: 'Thank you for your interest! We’ll get back to you within 24 hours.',
  },
  dates: {
    invalidMonth: 'Invalid month',
    invalidEventDate: 'Invalid eventDate',
  },
} as const;
