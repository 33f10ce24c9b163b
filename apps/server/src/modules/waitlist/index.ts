// The waitlist module's public entry: what other modules may use (the import rules in
// .dependency-cruiser.cjs refuse any other way in).
export {
  claimRefusal,
  claimSeats,
  type HeldSeats,
  type SeatHolder,
  seatsOfClaimToken,
  type WaitlistClaims,
  waitlistClaims,
} from './waitlist-claims.ts';
export { eventWaitlistRoutes, waitlistRoutes } from './waitlist-routes.ts';
