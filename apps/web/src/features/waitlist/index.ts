// The waitlist feature's public entry: what other features use (.dependency-cruiser.cjs).
export { WaitlistJoin, type WaitlistJoinProps } from './waitlist-join.tsx';
