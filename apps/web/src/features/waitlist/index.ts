// The waitlist feature's public entry: what other features use (.dependency-cruiser.cjs).
export { fetchClaim } from './waitlist-api.ts';
export { WaitlistJoin, type WaitlistJoinProps } from './waitlist-join.tsx';
export { offersWaitlist, openWaitlistJoin } from './waitlist-offer.ts';
