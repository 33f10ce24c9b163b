/** The purchase screens' addresses (kept apart so the summary's chunk never pulls in the form's). */
export const ticketPurchasePath = (id: string) => `/ticket-purchase/${encodeURIComponent(id)}`;
export const orderSummaryPath = (id: string) => `/order-summary/${encodeURIComponent(id)}`;
export const thankYouPath = (id: string) => `/thank-you/${encodeURIComponent(id)}`;
