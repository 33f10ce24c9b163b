// The events module's public entry: what other modules may use (the import rules in
// .dependency-cruiser.cjs refuse any other way in).
export { hasPoster, posterOf, shareImagePath } from './event-images.ts';
export { eventsRepository, tierForSale, toEvent } from './events-repository.ts';
