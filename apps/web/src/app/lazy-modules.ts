import type { ComponentType } from 'react';
import { type LazyRouteFunction, type LoaderFunction, matchRoutes, type RouteObject } from 'react-router';

export type AppRoute = RouteObject;

/** What a route module (routes/*.tsx, a layout, a guard) may give its route. */
type RouteModule = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;

/**
 * Every module the route table loads lazily, by path (Vite makes each its own chunk). Naming
 * them lets the server write `<link rel="modulepreload">` for exactly the chunks a URL needs
 * (server/route-preloads.ts), and the browser load them before it hydrates (main.tsx).
 */
const modules = import.meta.glob<RouteModule>([
  '../routes/*.tsx',
  // A test beside the screens is not a screen (it would be built into a chunk of its own).
  '!../routes/*.test.tsx',
  '../features/*/*-loader.ts',
  '../components/layout/with-nav-layout.tsx',
  '../components/layout/plain-layout.tsx',
  '../features/auth/require-auth.tsx',
]);

/** A lazy route part that knows which module it loads (a path relative to app/). */
export type LazyPart<T> = (() => Promise<T>) & { readonly module: string };

function loaderOf(path: string): () => Promise<RouteModule> {
  const load = modules[path];
  if (!load) throw new Error(`${path} is not among the lazily loaded modules (app/lazy-modules.ts)`);
  return load;
}

/** A whole route module as a route's `lazy` function (it gives `Component`, maybe `loader`, ...). */
export function lazyModule(path: string): LazyPart<RouteModule> {
  return Object.assign(loaderOf(path), { module: path });
}

/** One export of a module, as one property of a route's `lazy` object (`loader`, `Component`, ...). */
export function lazyExport<T>(path: string, name: string): LazyPart<T> {
  const load = loaderOf(path);
  const part = async () => {
    const module: Record<string, unknown> = await load();
    if (!(name in module)) throw new Error(`${path} exports no ${name}`);
    return module[name] as T;
  };
  return Object.assign(part, { module: path });
}

/** A route's screen: the `Component` of a module. */
export const lazyComponent = (path: string) => lazyExport<ComponentType>(path, 'Component');

/** A route's loader, kept in a small module of its own so it loads beside the screen, not after it. */
export const lazyLoader = (path: string, name: string) => lazyExport<LoaderFunction>(path, name);

/**
 * The modules (paths relative to app/) each route's lazy parts load, for every route of the
 * table. Read once, up front: React Router deletes a lazy part from the route once it has loaded it.
 */
export function lazyModulesByRoute(routes: RouteObject[]): WeakMap<RouteObject, string[]> {
  const byRoute = new WeakMap<RouteObject, string[]>();
  const visit = (route: RouteObject) => {
    const { lazy } = route;
    const parts: unknown[] = !lazy ? [] : typeof lazy === 'function' ? [lazy] : Object.values(lazy);
    byRoute.set(
      route,
      parts.flatMap((part) => (typeof part === 'function' && 'module' in part ? [String(part.module)] : [])),
    );
    route.children?.forEach(visit);
  };
  routes.forEach(visit);
  return byRoute;
}

/**
 * Loads the lazy parts of the routes that match `pathname` and writes them onto the route
 * objects, as React Router asks before hydrating: with a lazy route still pending the router
 * would start by rendering its fallback instead of adopting the server's HTML.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matched = (matchRoutes(routes, pathname) ?? []).map((match) => match.route);
  await Promise.all(
    matched.map(async (route) => {
      const { lazy } = route;
      if (!lazy) return;
      const resolved: Record<string, unknown> =
        typeof lazy === 'function'
          ? await lazy()
          : Object.fromEntries(
              await Promise.all(Object.entries(lazy).map(async ([key, load]) => [key, await load?.()] as const)),
            );
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}
