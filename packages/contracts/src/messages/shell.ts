/**
 * The spec's messages that every page's first script needs: the API client's failures (product.md §8) and
 * the router's error view. They live apart from the table in messages/spec.ts (which names them too)
 * because a bundle carries a module's object whole: the entry chunk carried the whole table for
 * these four strings (docs/performance-history.md §9).
 */
export const requestMessages = {
  httpError: (status: number) => `HTTP error! Status: ${status}`,
  network: 'Network error or server is down.',
} as const;

export const routerMessages = {
  unexpected: 'Unexpected Application Error!',
  noRoute: '404: No route matched',
} as const;
