export * from './admin.ts';
export * from './admin-sales.ts';
export * from './admin-support.ts';
export * from './auth.ts';
export * from './door.ts';
export * from './organizers.ts';
export * from './shell.ts';
export * from './spec.ts';
