const statusWords: Record<string, string> = { unused: 'Valid (unused)', used: 'Used', cancelled: 'Cancelled' };

/** The ticket's status for people: 'unused' is what the spec calls a ticket still good for entry. */
export const statusLabel = (status: string) => statusWords[status] ?? status;

/** The colours of a status badge: green while the ticket still gets someone in, red after. */
export const statusTone: Record<string, string> = {
  unused: 'bg-green-50 text-success ring-success/30',
  used: 'bg-red-50 text-danger ring-danger/30',
  cancelled: 'bg-red-50 text-danger ring-danger/30',
};
