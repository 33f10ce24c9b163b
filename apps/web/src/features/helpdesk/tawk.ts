import { messages } from '@storefront/contracts/messages';

/** The part of Tawk.to's widget API the helpdesk calls. */
interface TawkApi {
  maximize?: () => void;
}

declare global {
  interface Window {
    Tawk_API?: TawkApi;
    Tawk_LoadStart?: Date;
  }
}

/** How long Start Chat waits for a widget that has not loaded yet (product.md §2.10: 1 second). */
export const TAWK_GRACE_MS = 1000;

/** Adds Tawk.to's embed script once (TAWK_PROPERTY_ID: 'property' or 'property/widget'). */
export function loadTawk(propertyId: string): void {
  if (document.getElementById('tawk-script')) return;
  window.Tawk_API = window.Tawk_API ?? {};
  window.Tawk_LoadStart = new Date();
  const [property, widget = 'default'] = propertyId.split('/');
  const script = document.createElement('script');
  script.id = 'tawk-script';
  script.async = true;
  script.src = `https://embed.tawk.to/${encodeURIComponent(property ?? '')}/${encodeURIComponent(widget)}`;
  script.charset = 'UTF-8';
  script.setAttribute('crossorigin', '*');
  document.body.append(script);
}

const maximize = () => {
  const open = window.Tawk_API?.maximize;
  if (typeof open !== 'function') return false;
  open();
  return true;
};

/** product.md §2.10: maximise the widget; if it has not loaded, wait 1 second, then alert that it failed. */
export function startTawkChat(): void {
  if (maximize()) return;
  window.setTimeout(() => {
    if (!maximize()) window.alert(messages.support.chatFailed);
  }, TAWK_GRACE_MS);
}
