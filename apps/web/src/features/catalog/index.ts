// The catalog feature's public entry: what other features may use (.dependency-cruiser.cjs).
export { type EventDetailsData, eventDetailsLoader } from './event-details-loader.ts';
