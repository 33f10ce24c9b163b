/** The purchase screens' addresses (kept apart so the summary's chunk never pulls in the form's). */
export const ticketPurchasePath = (id: string) => `/ticket-purchase/${encodeURIComponent(id)}`;
export const orderSummaryPath = (id: string) => `/order-summary/${encodeURIComponent(id)}`;
export const thankYouPath = (id: string) => `/thank-you/${encodeURIComponent(id)}`;
/** The waiting page of a payment still on its way (a bank transfer, USSD), by its reference. */
export const paymentPendingPath = (reference: string) => `/payment-pending/${encodeURIComponent(reference)}`;
