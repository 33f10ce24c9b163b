import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminRoutes, withAdminRoutes } from './console-routes.tsx';
import { patchRoutesOnNavigation, routes } from './router.tsx';

const leafOf = (table: RouteObject[], path: string) => matchRoutes(table, path)?.at(-1)?.route;

describe('the back office in the route table', () => {
  it('is not in the table the browser starts with (the entry chunk every page loads)', () => {
    expect(leafOf(routes, '/admin')?.id).toBe('not-found');
    expect(leafOf(routes, '/admin/events/1')?.id).toBe('not-found');
  });

  it('is whole in the server table, so a reload of a back-office screen gets the shell', () => {
    const table = withAdminRoutes(routes);
    expect(leafOf(table, '/admin')?.index).toBe(true);
    expect(leafOf(table, '/admin/events/1')?.path).toBe('events/:id');
    expect(leafOf(table, '/admin/events/1/preview')?.path).toBe('events/:id/preview');
    expect(leafOf(table, '/admin/audit-log')?.path).toBe('audit-log');
    expect(leafOf(table, '/event-details/1')?.id).toBe('event-details');
    // The browser's table is left as it was.
    expect(leafOf(routes, '/admin/audit-log')?.id).toBe('not-found');
  });

  it('joins the browser table on a navigation to /admin or under it, and only then', async () => {
    const patched: [string | null, RouteObject[]][] = [];
    const patch = (parentId: string | null, children: RouteObject[]) => void patched.push([parentId, children]);
    const call = (path: string) =>
      patchRoutesOnNavigation({
        path,
        matches: [],
        patch,
        signal: new AbortController().signal,
        fetcherKey: undefined,
      });
    await call('/event-details/2');
    await call('/administrator');
    expect(patched).toEqual([]);
    await call('/admin');
    expect(patched).toEqual(Object.entries(adminRoutes));
    await call('/admin/orders/5');
    expect(patched).toEqual([...Object.entries(adminRoutes), ...Object.entries(adminRoutes)]);
  });
});
