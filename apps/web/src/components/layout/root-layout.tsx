import { Outlet, ScrollRestoration } from 'react-router';

/** The root of every screen: restores scroll on back/forward, starts new pages at the top. */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
