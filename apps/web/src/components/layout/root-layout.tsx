import { Outlet, ScrollRestoration } from 'react-router';
import { TestModeBanner } from './test-mode-banner.tsx';

/**
 * The root of every screen: restores scroll on back/forward, starts new pages at the top, and
 * shows the test-mode strip when the server runs on simulators. The screens sit in a positioned
 * box, so the landing page's overlaid header starts below that strip rather than covering it.
 */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <TestModeBanner />
      <div className="relative">
        <Outlet />
      </div>
    </>
  );
}
