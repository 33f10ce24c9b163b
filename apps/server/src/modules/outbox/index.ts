// The outbox module's public entry: what other modules may use (the import rules in
// .dependency-cruiser.cjs refuse any other way in).
export { canSeeMailbox } from './mailbox-access.ts';
export { type OutboxAttachment, type OutgoingEmail, outboxRepository } from './outbox-repository.ts';
