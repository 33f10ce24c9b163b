// The auth module's public entry: what other modules may use (the import rules in
// .dependency-cruiser.cjs refuse any other way in).
export { publicGoogleConfig } from './google-sign-in-mode.ts';
export { sessionIdOf, signedInUser } from './session-plugin.ts';
export { type AccountStanding, sessionsRepository } from './sessions-repository.ts';
