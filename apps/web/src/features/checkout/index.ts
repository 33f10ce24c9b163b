// The checkout feature's public entry: what other features may use (.dependency-cruiser.cjs).
export { newOrderKey, type OrderState } from './order-state.ts';
export { orderSummaryPath, ticketPurchasePath } from './paths.ts';
export { DEFAULT_COUNTRY, toE164 } from './phone.ts';
export { PhoneField } from './phone-field.tsx';
