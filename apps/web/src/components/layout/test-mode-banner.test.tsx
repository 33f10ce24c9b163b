import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../features/auth/test-helpers.tsx';
import { resetPublicConfigCache } from '../../lib/public-config.ts';
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

beforeEach(() => resetPublicConfigCache());
afterEach(() => vi.unstubAllGlobals());

describe('TestModeBanner', () => {
  it('says payments are simulated while the server is in test mode', async () => {
    mockApi({ 'GET /api/config': config(true) });
    render(<TestModeBanner />);
    expect(await screen.findByRole('complementary', { name: 'Test mode' })).toHaveTextContent(
      'Test mode: payments are simulated and no card is charged.',
    );
  });

  it('shows nothing with real services', async () => {
    const { fetchMock } = mockApi({ 'GET /api/config': config(false) });
    render(<TestModeBanner />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await Promise.resolve();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
