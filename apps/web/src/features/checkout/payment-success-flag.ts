/**
 * product.md §4.3: after a verified payment the app sets a local flag, and /thank-you/{id} only shows
 * while it is set (without it the page sends the visitor back to the ticket form). Return to
 * Home clears it. Kept in sessionStorage: it belongs to this tab's purchase, not to the browser.
 */
export const PAYMENT_SUCCESS_KEY = 'paymentSuccess';

export function setPaymentSuccess(): void {
  try {
    sessionStorage.setItem(PAYMENT_SUCCESS_KEY, 'true');
  } catch {
    // Storage disabled: the thank-you page is reached with its state; a reload then goes back to the form.
  }
}

export function hasPaymentSuccess(): boolean {
  try {
    return sessionStorage.getItem(PAYMENT_SUCCESS_KEY) === 'true';
  } catch {
    return false;
  }
}

export function clearPaymentSuccess(): void {
  try {
    sessionStorage.removeItem(PAYMENT_SUCCESS_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
