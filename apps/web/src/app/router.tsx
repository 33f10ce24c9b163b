import type { ComponentType } from 'react';
import type { PatchRoutesOnNavigationFunction, ShouldRevalidateFunction } from 'react-router';
import { redirect } from 'react-router';
import { HydrateFallback } from '../components/layout/hydrate-fallback.tsx';
import { RootLayout } from '../components/layout/root-layout.tsx';
import { RouteErrorView } from '../components/layout/route-error-view.tsx';
import { ROOT_ROUTE_ID, siteLoader } from '../lib/site.ts';
import { type AppRoute, lazyComponent, lazyExport, lazyLoader, lazyModule } from './lazy-modules.ts';

// Data routes name their loader and their screen separately, so the router fetches the
// data and the screen's chunk at the same time instead of one after the other.
const eventsLoader = lazyLoader('../features/catalog/events-loader.ts', 'eventsLoader');
const checkoutLoader = lazyLoader('../features/checkout/ticket-purchase-loader.ts', 'ticketPurchaseLoader');
const screen = (name: string) => lazyComponent(`../routes/${name}.tsx`);

/**
 * The one route table, for the browser (main.tsx) and the server (server/entry-server.tsx).
 * Every screen is a lazy chunk (`routes/*.tsx` exports `Component`), loaded through
 * lazy-modules.ts, which names each module so the server can preload the chunks a URL needs;
 * screens with data have their loader in a small module of its own (see above).
 * Layouts: the landing page has its own header; the spec's list of screens share the top
 * navigation bar (`with-nav`); the account screens stand alone.
 * The server renders the routes with an `id` that server/page-heads.ts describes; the others
 * (account, checkout and staff screens) render in the browser.
 */
export const routes: AppRoute[] = [
  {
    id: ROOT_ROUTE_ID,
    element: <RootLayout />,
    errorElement: <RouteErrorView />,
    HydrateFallback,
    // The site's settings (test mode, public address) are read once per page load.
    loader: siteLoader,
    shouldRevalidate: () => false,
    children: [
      {
        id: 'landing',
        path: '/',
        lazy: {
          loader: eventsLoader,
          Component: screen('landing'),
          shouldRevalidate: lazyExport<ShouldRevalidateFunction>('../routes/landing.tsx', 'shouldRevalidate'),
        },
      },
      { path: '/login', lazy: lazyModule('../routes/login.tsx') },
      { path: '/signup', lazy: lazyModule('../routes/signup.tsx') },
      { path: '/forgot-password', lazy: lazyModule('../routes/forgot-password.tsx') },
      { path: '/reset-password/:token', lazy: lazyModule('../routes/reset-password.tsx') },
      { path: '/verify-email/:token', lazy: lazyModule('../routes/verify-email.tsx') },
      {
        lazy: lazyModule('../components/layout/with-nav-layout.tsx'),
        children: [
          {
            id: 'event-details',
            path: '/event-details/:id',
            lazy: {
              loader: lazyLoader('../features/catalog/event-details-loader.ts', 'eventDetailsLoader'),
              Component: screen('event-details'),
              ErrorBoundary: lazyExport<ComponentType>('../routes/event-details.tsx', 'ErrorBoundary'),
            },
          },
          {
            path: '/ticket-purchase/:id',
            lazy: { loader: checkoutLoader, Component: screen('ticket-purchase') },
          },
          {
            // An organizer's public page (architecture.md §16).
            id: 'organizer-profile',
            path: '/o/:slug',
            lazy: {
              loader: lazyLoader('../features/organizers/organizer-profile-loader.ts', 'organizerProfileLoader'),
              Component: screen('organizer-profile'),
              ErrorBoundary: lazyExport<ComponentType>('../routes/organizer-profile.tsx', 'ErrorBoundary'),
            },
          },
          { id: 'concerts', path: '/concerts', lazy: { loader: eventsLoader, Component: screen('concerts') } },
          { path: '/thank-you/:id', lazy: lazyModule('../routes/thank-you.tsx') },
          {
            path: '/ticket/:transactionReference',
            lazy: {
              loader: lazyLoader('../features/tickets/ticket-loader.ts', 'ticketLoader'),
              Component: screen('ticket'),
            },
          },
          { path: '/notifications', lazy: lazyModule('../routes/notifications.tsx') },
          { id: 'about-us', path: '/about-us', lazy: lazyModule('../routes/about-us.tsx') },
          { id: 'organizers', path: '/organizers', lazy: lazyModule('../routes/organizers.tsx') },
          { id: 'helpdesk', path: '/helpdesk', lazy: lazyModule('../routes/helpdesk.tsx') },
          // The Create Ticket form as a page: where the helpdesk's button leads before the scripts run (decision 28).
          { id: 'support-ticket', path: '/helpdesk/ticket', lazy: lazyModule('../routes/support-ticket.tsx') },
          // The menu as a page: where the menu button leads before the scripts run (decision 28).
          { id: 'menu', path: '/menu', lazy: lazyModule('../routes/menu.tsx') },
          // Open to guests: the summary asks for the account on the way to Pay (decision 48).
          { path: '/order-summary/:id', lazy: { loader: checkoutLoader, Component: screen('order-summary') } },
          {
            // Screens behind sign-in: guests go to /login and come back here afterwards.
            lazy: lazyModule('../features/auth/require-auth.tsx'),
            children: [
              { path: '/my-tickets', lazy: lazyModule('../routes/my-tickets.tsx') },
              { path: '/check-in', lazy: lazyModule('../routes/check-in.tsx') },
              { path: '/payment-pending/:reference', lazy: lazyModule('../routes/payment-pending.tsx') },
              // The link of a waitlist claim's email (decision 30): sign in or up, then pay for the held seats.
              { path: '/waitlist/claim/:token', lazy: lazyModule('../routes/waitlist-claim.tsx') },
            ],
          },
        ],
      },
      {
        lazy: lazyModule('../components/layout/plain-layout.tsx'),
        children: [
          { id: 'contact', path: '/contact', lazy: lazyModule('../routes/contact.tsx') },
          { id: 'terms', path: '/terms', lazy: lazyModule('../routes/terms.tsx') },
          { id: 'privacy', path: '/Privacy', lazy: lazyModule('../routes/privacy.tsx') },
        ],
      },
      // The back office (architecture.md §15) is not here: see patchRoutesOnNavigation below.
      // The footer's About link points at /about; the page lives at /about-us (a real
      // redirect, so the server answers it with a 301 too).
      { id: 'about', path: '/about', loader: () => redirect('/about-us', 301) },
      { id: 'not-found', path: '*', lazy: lazyModule('../routes/not-found.tsx') },
    ],
  },
];

/**
 * Adds the back office and the organizer console (app/console-routes.tsx) when the
 * browser first goes to /admin or /organizer or under them (a reload or a link there included: React Router asks before it matches a path its
 * table does not know, or matches only by a splat or a parameter), so the entry chunk every public
 * page loads carries none of it.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const consoles = ['/admin', '/organizer'];
  if (!consoles.some((base) => path === base || path.startsWith(`${base}/`))) return;
  const { adminRoutes } = await import('./console-routes.tsx');
  for (const [parentId, children] of Object.entries(adminRoutes)) patch(parentId, children);
};
