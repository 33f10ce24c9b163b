// The checkout feature's public entry: what other features may use (.dependency-cruiser.cjs).

export { BuyerDetailsPanel } from './buyer-details-panel.tsx';
export { ticketPurchasePath } from './paths.ts';
