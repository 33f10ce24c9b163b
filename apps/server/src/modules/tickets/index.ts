// The tickets module's public entry: what other modules may use (the import rules in
// .dependency-cruiser.cjs refuse any other way in).
export { refundPendingEmail } from './ticket-email.ts';
export { enqueueTicketEmails, type TicketEmailContext, type TicketEvent } from './ticket-outbox.ts';
export { forViewer, type TicketViewer } from './ticket-privacy.ts';
export { ticketQrMac, ticketToken } from './ticket-token.ts';
export {
  type BoughtTicket,
  insertTicket,
  isManualCodeTaken,
  newManualCode,
  ticketLookups,
  ticketStartsAt,
  ticketsWithOrderAndEvent,
} from './tickets-repository.ts';
export { ticketsRoutes } from './tickets-routes.ts';
