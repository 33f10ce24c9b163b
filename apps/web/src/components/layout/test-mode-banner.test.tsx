import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../features/auth/test-helpers.tsx';
import { resetPublicConfigCache } from '../../lib/public-config.ts';
import { ROOT_ROUTE_ID, siteLoader } from '../../lib/site.ts';
import { TestModeBanner } from './test-mode-banner.tsx';

const config = (testMode: boolean) =>
  json(200, {
    publicUrl: 'http://localhost',
    googleClientId: null,
    supportEmail: 's@example.com',
    tawkPropertyId: null,
    devMailbox: true,
    testMode,
  });

const Loading = () => null;

/** The banner under the root route and its loader, as in app/router.tsx. */
function renderBanner() {
  const router = createMemoryRouter([
    { id: ROOT_ROUTE_ID, path: '/', loader: siteLoader, element: <TestModeBanner />, HydrateFallback: Loading },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => resetPublicConfigCache());
afterEach(() => vi.unstubAllGlobals());

describe('TestModeBanner', () => {
  it('says payments are simulated while the server is in test mode', async () => {
    mockApi({ 'GET /api/config': config(true) });
    renderBanner();
    expect(await screen.findByRole('complementary', { name: 'Test mode' })).toHaveTextContent(
      'Test mode: payments are simulated and no card is charged.',
    );
  });

  it('shows nothing with real services', async () => {
    mockApi({ 'GET /api/config': config(false) });
    const router = renderBanner();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('shows nothing when the configuration cannot be read', async () => {
    mockApi({ 'GET /api/config': 'network' });
    const router = renderBanner();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(router.state.loaderData[ROOT_ROUTE_ID]).toEqual({ testMode: false, publicUrl: window.location.origin });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
