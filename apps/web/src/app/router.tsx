import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { HydrateFallback } from '../components/layout/hydrate-fallback.tsx';
import { RootLayout } from '../components/layout/root-layout.tsx';
import { RouteErrorView } from '../components/layout/route-error-view.tsx';

// Data routes name their loader and their screen separately, so the router fetches the
// data and the screen's chunk at the same time instead of one after the other.
const eventsLoader = async () => (await import('../features/catalog/events-loader.ts')).eventsLoader;
const checkoutLoader = async () =>
  (await import('../features/checkout/ticket-purchase-loader.ts')).ticketPurchaseLoader;

/**
 * The one route table. Every screen is a lazy chunk (`routes/*.tsx` exports `Component`);
 * screens with data have their loader in a small module of its own (see above).
 * Layouts: the landing page has its own header; the spec's list of screens share the top
 * navigation bar (`with-nav`); the account screens stand alone.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorView />,
    HydrateFallback,
    children: [
      {
        path: '/',
        lazy: {
          loader: eventsLoader,
          Component: async () => (await import('../routes/landing.tsx')).Component,
          shouldRevalidate: async () => (await import('../routes/landing.tsx')).shouldRevalidate,
        },
      },
      { path: '/login', lazy: () => import('../routes/login.tsx') },
      { path: '/signup', lazy: () => import('../routes/signup.tsx') },
      { path: '/forgot-password', lazy: () => import('../routes/forgot-password.tsx') },
      { path: '/reset-password/:token', lazy: () => import('../routes/reset-password.tsx') },
      { path: '/verify-email/:token', lazy: () => import('../routes/verify-email.tsx') },
      {
        lazy: () => import('../components/layout/with-nav-layout.tsx'),
        children: [
          {
            path: '/event-details/:id',
            lazy: {
              loader: async () => (await import('../features/catalog/event-details-loader.ts')).eventDetailsLoader,
              Component: async () => (await import('../routes/event-details.tsx')).Component,
            },
          },
          {
            path: '/ticket-purchase/:id',
            lazy: {
              loader: checkoutLoader,
              Component: async () => (await import('../routes/ticket-purchase.tsx')).Component,
            },
          },
          {
            path: '/concerts',
            lazy: {
              loader: eventsLoader,
              Component: async () => (await import('../routes/concerts.tsx')).Component,
            },
          },
          { path: '/thank-you/:id', lazy: () => import('../routes/thank-you.tsx') },
          {
            path: '/ticket/:transactionReference',
            lazy: {
              loader: async () => (await import('../features/tickets/ticket-loader.ts')).ticketLoader,
              Component: async () => (await import('../routes/ticket.tsx')).Component,
            },
          },
          { path: '/notifications', lazy: () => import('../routes/notifications.tsx') },
          { path: '/about-us', lazy: () => import('../routes/about-us.tsx') },
          { path: '/organizers', lazy: () => import('../routes/organizers.tsx') },
          { path: '/helpdesk', lazy: () => import('../routes/helpdesk.tsx') },
          {
            // Screens behind sign-in: guests go to /login and come back here afterwards.
            lazy: () => import('../features/auth/require-auth.tsx'),
            children: [
              { path: '/my-tickets', lazy: () => import('../routes/my-tickets.tsx') },
              { path: '/check-in', lazy: () => import('../routes/check-in.tsx') },
              {
                path: '/order-summary/:id',
                lazy: {
                  loader: checkoutLoader,
                  Component: async () => (await import('../routes/order-summary.tsx')).Component,
                },
              },
            ],
          },
        ],
      },
      {
        lazy: () => import('../components/layout/plain-layout.tsx'),
        children: [
          { path: '/contact', lazy: () => import('../routes/contact.tsx') },
          { path: '/terms', lazy: () => import('../routes/terms.tsx') },
          { path: '/Privacy', lazy: () => import('../routes/privacy.tsx') },
        ],
      },
      {
        // The back office (issue 10): its own layout, admins only, every screen its own chunk,
        // none of it in the public pages' chunks. Paths in features/admin/admin-paths.ts.
        path: '/admin',
        lazy: () => import('../features/admin/require-admin.tsx'),
        children: [
          {
            lazy: () => import('../features/admin/admin-layout.tsx'),
            children: [
              { index: true, lazy: () => import('../routes/admin/dashboard.tsx') },
              { path: 'events', lazy: () => import('../routes/admin/events.tsx') },
              { path: 'events/new', lazy: () => import('../routes/admin/event-editor.tsx') },
              { path: 'events/:id', lazy: () => import('../routes/admin/event-editor.tsx') },
              { path: 'orders', lazy: () => import('../routes/admin/orders.tsx') },
              { path: 'orders/:id', lazy: () => import('../routes/admin/order.tsx') },
              { path: 'support', lazy: () => import('../routes/admin/support.tsx') },
              { path: 'support/:id', lazy: () => import('../routes/admin/support-ticket.tsx') },
              { path: 'inquiries', lazy: () => import('../routes/admin/inquiries.tsx') },
              { path: 'inquiries/:id', lazy: () => import('../routes/admin/inquiry.tsx') },
              { path: 'subscribers', lazy: () => import('../routes/admin/subscribers.tsx') },
              { path: 'audit-log', lazy: () => import('../routes/admin/audit-log.tsx') },
            ],
          },
          // The public page as it will look: full width, without the back office's frame.
          { path: 'events/:id/preview', lazy: () => import('../routes/admin/event-preview.tsx') },
        ],
      },
      // The footer's About link points at /about; the page lives at /about-us.
      { path: '/about', element: <Navigate to="/about-us" replace /> },
      { path: '*', lazy: () => import('../routes/not-found.tsx') },
    ],
  },
];

export const router = createBrowserRouter(routes);
