import type { PublicConfig } from '@storefront/contracts';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../features/auth/test-helpers.tsx';
import { resetPublicConfigCache } from '../../lib/public-config.ts';
import { TestModeBanner } from './test-mode-banner.tsx';

const config = ({ payments = true, google = true, testMode = true } = {}) =>
  json(200, {
    publicUrl: 'http://localhost',
    google: google ? { provider: 'simulator', clientId: 'sim', scriptUrl: '/api/google-simulator/client.js' } : null,
    supportEmail: 's@example.com',
    tawkPropertyId: null,
    devMailbox: true,
    payment: { provider: payments ? 'simulator' : 'paystack', scriptUrl: '/x.js', publicKey: 'pk_test_x' },
    testMode,
  } satisfies PublicConfig);

beforeEach(() => resetPublicConfigCache());
afterEach(() => vi.unstubAllGlobals());

describe('TestModeBanner', () => {
  it('names what is simulated, short for phones and in full from 640 px', async () => {
    mockApi({ 'GET /api/config': config() });
    render(<TestModeBanner />);
    const banner = await screen.findByRole('complementary', { name: 'Test mode' });
    expect(banner).toHaveTextContent('Test mode: simulated payments and Google sign-in');
    expect(banner).toHaveTextContent('payments and Google sign-in are simulated, and no card is charged.');
  });

  it.each([
    ['payments only', { google: false }, 'Test mode: simulated payments, no card charged'],
    ['Google sign-in only', { payments: false }, 'Test mode: simulated Google sign-in'],
  ])('says so for %s', async (_name, options, short) => {
    mockApi({ 'GET /api/config': config(options) });
    render(<TestModeBanner />);
    expect(await screen.findByRole('complementary', { name: 'Test mode' })).toHaveTextContent(short);
  });

  it('shows nothing with real services', async () => {
    const { fetchMock } = mockApi({ 'GET /api/config': config({ payments: false, google: false, testMode: false }) });
    render(<TestModeBanner />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await Promise.resolve();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
