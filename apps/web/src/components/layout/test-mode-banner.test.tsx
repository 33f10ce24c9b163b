import type { PublicConfig } from '@storefront/contracts';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../features/auth/test-helpers.tsx';
import { resetPublicConfigCache } from '../../lib/public-config.ts';
import { ROOT_ROUTE_ID, siteLoader } from '../../lib/site.ts';
import { TestModeBanner } from './test-mode-banner.tsx';

const config = ({ payments = true, google = true, testMode = true } = {}) =>
  json(200, {
    publicUrl: 'http://localhost',
    google: google ? { provider: 'simulator', clientId: 'sim', scriptUrl: '/api/google-simulator/client.js' } : null,
    supportEmail: 's@example.com',
    tawkPropertyId: null,
    devMailbox: true,
    payment: {
      provider: payments ? 'simulator' : 'paystack',
      scriptUrl: '/x.js',
      publicKey: 'pk_test_x',
      channels: ['card'],
    },
    testMode,
  } satisfies PublicConfig);

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
  it('names what is simulated, short for phones and in full from 640 px', async () => {
    mockApi({ 'GET /api/config': config() });
    renderBanner();
    const banner = await screen.findByRole('complementary', { name: 'Test mode' });
    expect(banner).toHaveTextContent('Test mode: simulated payments and Google sign-in');
    expect(banner).toHaveTextContent('payments and Google sign-in are simulated, and no card is charged.');
  });

  it.each([
    ['payments only', { google: false }, 'Test mode: simulated payments, no card charged'],
    ['Google sign-in only', { payments: false }, 'Test mode: simulated Google sign-in'],
  ])('says so for %s', async (_name, options, short) => {
    mockApi({ 'GET /api/config': config(options) });
    renderBanner();
    expect(await screen.findByRole('complementary', { name: 'Test mode' })).toHaveTextContent(short);
  });

  it('shows nothing with real services', async () => {
    mockApi({ 'GET /api/config': config({ payments: false, google: false, testMode: false }) });
    const router = renderBanner();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('shows nothing when the configuration cannot be read', async () => {
    mockApi({ 'GET /api/config': 'network' });
    const router = renderBanner();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(router.state.loaderData[ROOT_ROUTE_ID]).toEqual({
      testMode: false,
      simulated: { payments: false, google: false },
      publicUrl: window.location.origin,
    });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
