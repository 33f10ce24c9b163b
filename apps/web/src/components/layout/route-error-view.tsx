import { routerMessages } from '@storefront/contracts/messages';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** The router's fallback (product.md §8): 'Unexpected Application Error!' with what went wrong. */
export function RouteErrorView() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="mx-auto grid min-h-dvh max-w-xl place-content-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-bold">{routerMessages.unexpected}</h1>
      <p className="text-muted">{detail}</p>
      <Link to="/" className="font-semibold text-brand-600 underline">
        Back to the home page
      </Link>
    </main>
  );
}
