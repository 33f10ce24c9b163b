// The seats module's public entry (decision 51): what other modules may use (the import rules in
// .dependency-cruiser.cjs refuse any other way in).
export { type DateSeat, freeSeatsOfDate, isSeatFree, seatsOfDate } from './date-seats.ts';
export { seatsRoutes } from './seats-routes.ts';
