// The checkout feature's public entry: what other features may use (.dependency-cruiser.cjs).
export { ticketPurchasePath } from './paths.ts';
