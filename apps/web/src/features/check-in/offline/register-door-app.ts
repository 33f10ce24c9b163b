/** The door app's manifest and service worker (apps/web/door-app.ts writes both at build time). */
export const DOOR_MANIFEST = '/check-in.webmanifest';
export const DOOR_WORKER = '/check-in-sw.js';
export const DOOR_SCOPE = '/check-in';

/**
 * Makes /check-in an installable app that opens with no network (decision 26): links its manifest
 * (only on this page: the rest of the site is not an app) and registers its service worker,
 * which keeps the page and its scripts. Not under `npm run dev`, whose scripts are not the
 * build's. Returns the effect's cleanup (the manifest link goes with the page).
 */
export function registerDoorApp(): () => void {
  let link = document.querySelector<HTMLLinkElement>(`link[rel="manifest"][href="${DOOR_MANIFEST}"]`);
  const added = !link;
  if (!link) {
    link = document.createElement('link');
    link.rel = 'manifest';
    link.href = DOOR_MANIFEST;
    document.head.append(link);
  }
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    navigator.serviceWorker.register(DOOR_WORKER, { scope: DOOR_SCOPE }).catch(() => {
      // No worker (a private window, an old browser): the door works online, and offline while this page stays open.
    });
  }
  return () => {
    if (added) link?.remove();
  };
}
