import type { PublicConfig } from '@storefront/contracts/api';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../features/auth/test-helpers.tsx';
import { resetPublicConfigCache } from '../../lib/public-config.ts';
import { ROOT_ROUTE_ID, siteLoader } from '../../lib/site.ts';
import { SHORT_MAX, TestModeBanner } from './test-mode-banner.tsx';

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

/** What a phone shows: the strip without the part hidden below 640 px. */
const phoneLine = (banner: HTMLElement) =>
  [...banner.childNodes]
    .filter((node) => !(node instanceof HTMLElement && node.classList.contains('hidden')))
    .map((node) => node.textContent)
    .join('');

describe('TestModeBanner', () => {
  it('names what is simulated, short for phones and in full from 640 px', async () => {
    mockApi({ 'GET /api/config': config() });
    renderBanner();
    const banner = await screen.findByRole('complementary', { name: 'Test mode' });
    expect(banner).toHaveTextContent('Test mode: simulated payments and sign-in');
    expect(phoneLine(banner).length).toBeLessThanOrEqual(SHORT_MAX);
    expect(banner).toHaveTextContent('payments and Google sign-in are simulated, and no card is charged.');
  });

  it.each([
    ['payments only', { google: false }, 'Test mode: simulated payments, no charge'],
    ['Google sign-in only', { payments: false }, 'Test mode: simulated Google sign-in'],
  ])('says so for %s, short enough for a 390 px phone', async (_name, options, short) => {
    mockApi({ 'GET /api/config': config(options) });
    renderBanner();
    const banner = await screen.findByRole('complementary', { name: 'Test mode' });
    expect(banner).toHaveTextContent(short);
    expect(phoneLine(banner).length).toBeLessThanOrEqual(SHORT_MAX);
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
