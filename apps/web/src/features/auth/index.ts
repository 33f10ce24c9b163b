// The auth feature's public entry: what other features may use (.dependency-cruiser.cjs).
// The checkout's account step (decision 48) signs a buyer up or in with these.

export { login, signup } from './auth-api.ts';
export { authLinkClasses } from './auth-layout.tsx';
export { loginErrorMessage, signupErrorMessage } from './error-messages.ts';
export { GoogleSignIn } from './google-sign-in.tsx';
