/** The purchase screens' addresses (kept apart so the summary's chunk never pulls in the form's). */

/** The purchase form's query parameter naming the date to start on. */
export const SHOWTIME_PARAM = 'showtime';
/** The purchase form, on one of the event's dates when given (decision 50: `?showtime=`, as the JSON-LD links it). */
export const ticketPurchasePath = (id: string, showtimeId?: string) =>
  `/ticket-purchase/${encodeURIComponent(id)}${showtimeId ? `?${SHOWTIME_PARAM}=${encodeURIComponent(showtimeId)}` : ''}`;
export const orderSummaryPath = (id: string) => `/order-summary/${encodeURIComponent(id)}`;
export const thankYouPath = (id: string) => `/thank-you/${encodeURIComponent(id)}`;
/** The waiting page of a payment still on its way (a bank transfer, USSD), by its reference. */
export const paymentPendingPath = (reference: string) => `/payment-pending/${encodeURIComponent(reference)}`;
