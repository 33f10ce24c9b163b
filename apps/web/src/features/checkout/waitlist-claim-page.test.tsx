import { waitlistMessages } from '@storefront/contracts/rules';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes } from '../auth/test-helpers.tsx';
import { ClaimPage } from './waitlist-claim-page.tsx';

const TOKEN = 'claim-token';

function renderClaim() {
  return renderRoutes(
    [{ path: '/waitlist/claim/:token', element: <ClaimPage token={TOKEN} /> }],
    [`/waitlist/claim/${TOKEN}`],
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

// The server answers another account's claim link 403 and an unknown one 404, each with a
// sentence (waitlist.test.ts "another account's claim"): the page says it, and offers no form.
describe('ClaimPage refusals', () => {
  it.each([
    [403, waitlistMessages.claimNotYours],
    [404, waitlistMessages.claimUnknown],
  ])('a %i shows the server sentence, with no retry and no details form', async (status, message) => {
    mockApi({ [`GET /api/waitlist/claims/${TOKEN}`]: json(status, { message }) });
    renderClaim();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
  });
});
