export * from './countdown.ts';
export * from './event-date.ts';
export * from './instant.ts';
export * from './naira-and-dates.ts';
export * from './time-zones.ts';
export * from './venue-address.ts';
export * from './wall-clock.ts';
export * from './zone-clock.ts';
