import type { RouteObject } from 'react-router';
import { ROOT_ROUTE_ID } from '../lib/site.ts';

/**
 * The back office (architecture.md §15) and the organizer console (architecture.md §16), by the id of the route it goes under (the root route): its guard,
 * its frame and every screen, each its own chunk. It is kept out of the route table, and so out of
 * the entry chunk every public page loads: the browser adds it on the first navigation to /admin
 * (app/router.tsx, `patchRoutesOnNavigation`), the server from the start
 * (server/entry-server.tsx). Paths in features/admin/admin-paths.ts. The route tables (app/) are the
 * only place that imports screens (routes/), as the import rules hold.
 */
export const adminRoutes: Record<string, RouteObject[]> = {
  [ROOT_ROUTE_ID]: [
    {
      id: 'admin',
      path: '/admin',
      lazy: () => import('../features/admin/require-admin.tsx'),
      children: [
        {
          id: 'admin-layout',
          lazy: () => import('../features/admin/admin-layout.tsx'),
          children: [
            { index: true, lazy: () => import('../routes/admin/dashboard.tsx') },
            { path: 'events', lazy: () => import('../routes/admin/events.tsx') },
            { path: 'events/new', lazy: () => import('../routes/admin/event-editor.tsx') },
            { path: 'events/:id', lazy: () => import('../routes/admin/event-editor.tsx') },
            { path: 'events/:id/waitlist', lazy: () => import('../routes/admin/event-waitlist.tsx') },
            { path: 'organizers', lazy: () => import('../routes/admin/organizers.tsx') },
            { path: 'organizers/:id', lazy: () => import('../routes/admin/organizer.tsx') },
            { path: 'orders', lazy: () => import('../routes/admin/orders.tsx') },
            { path: 'orders/:id', lazy: () => import('../routes/admin/order.tsx') },
            { path: 'support', lazy: () => import('../routes/admin/support.tsx') },
            { path: 'support/:id', lazy: () => import('../routes/admin/support-ticket.tsx') },
            { path: 'inquiries', lazy: () => import('../routes/admin/inquiries.tsx') },
            { path: 'inquiries/:id', lazy: () => import('../routes/admin/inquiry.tsx') },
            { path: 'subscribers', lazy: () => import('../routes/admin/subscribers.tsx') },
            { path: 'promo-codes', lazy: () => import('../routes/admin/promo-codes.tsx') },
            { path: 'seat-plans', lazy: () => import('../routes/admin/seat-plans.tsx') },
            { path: 'audit-log', lazy: () => import('../routes/admin/audit-log.tsx') },
            { path: 'statements', lazy: () => import('../routes/admin/statements.tsx') },
          ],
        },
        // The public page as it will look: full width, without the back office's frame.
        { path: 'events/:id/preview', lazy: () => import('../routes/admin/event-preview.tsx') },
      ],
    },
    {
      // The organizer console (architecture.md §16): the same frame and shared screens, in the organizer's
      // console (require-organizer.tsx provides it), calling /api/organizer.
      id: 'organizer',
      path: '/organizer',
      lazy: () => import('../features/admin/require-organizer.tsx'),
      children: [
        {
          id: 'organizer-layout',
          lazy: () => import('../features/admin/admin-layout.tsx'),
          children: [
            { index: true, lazy: () => import('../routes/admin/dashboard.tsx') },
            { path: 'events', lazy: () => import('../routes/admin/events.tsx') },
            { path: 'events/new', lazy: () => import('../routes/admin/event-editor.tsx') },
            { path: 'events/:id', lazy: () => import('../routes/admin/event-editor.tsx') },
            { path: 'events/:id/waitlist', lazy: () => import('../routes/admin/event-waitlist.tsx') },
            { path: 'orders', lazy: () => import('../routes/admin/orders.tsx') },
            { path: 'orders/:id', lazy: () => import('../routes/admin/order.tsx') },
            { path: 'promo-codes', lazy: () => import('../routes/admin/promo-codes.tsx') },
            { path: 'seat-plans', lazy: () => import('../routes/admin/seat-plans.tsx') },
            { path: 'payouts', lazy: () => import('../routes/organizer/payouts.tsx') },
            { path: 'statements', lazy: () => import('../routes/admin/statements.tsx') },
            { path: 'door-staff', lazy: () => import('../routes/admin/door-staff.tsx') },
          ],
        },
        { path: 'events/:id/preview', lazy: () => import('../routes/admin/event-preview.tsx') },
      ],
    },
  ],
};

/** `routes` with the back office's screens added under their parents (a new tree; `routes` is left as it is). */
export function withAdminRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const added = route.id ? (adminRoutes[route.id] ?? []) : [];
    if (!route.children && added.length === 0) return route;
    return { ...route, children: [...withAdminRoutes(route.children ?? []), ...added] } as RouteObject;
  });
}
