import type { HydrationState } from 'react-router';

/**
 * The loaders' data of a server-rendered page travels in a non-executable
 * `<script type="application/json" id="router-data">`: the content security policy allows no
 * inline script, and JSON needs none.
 */
export const HYDRATION_DATA_ID = 'router-data';

/** The script element's JSON, with every '<' escaped so no text in the data can close the element. */
export function hydrationDataScript(data: Pick<HydrationState, 'loaderData'>): string {
  return `<script type="application/json" id="${HYDRATION_DATA_ID}">${jsonForHtml(data)}</script>`;
}

/** JSON that is safe inside an HTML script element (`<` written as \u003c; JSON.parse reads it back). */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The data the server left in the page, or null when the page is the plain shell. */
export function readHydrationData(element: HTMLElement | null): HydrationState | null {
  if (!element?.textContent) return null;
  const data = JSON.parse(element.textContent) as Pick<HydrationState, 'loaderData'>;
  return { loaderData: data.loaderData };
}
