export * from './auth.ts';
export * from './config.ts';
export * from './countdown.ts';
export * from './event-date.ts';
export * from './events.ts';
export * from './format.ts';
export * from './messages.ts';
export * from './patterns.ts';
