import { waitlistMessages } from '@storefront/contracts/rules';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

// A date's claim (decision 53): the page names the showing and the seats it holds, and the order
// goes on to the summary for that date, with the claim's token (the server takes the claim's seats).
describe('ClaimPage for a date', () => {
  it('shows when and which seats, and carries the date to the order summary', async () => {
    const claim = {
      eventId: '3',
      eventTitle: 'Alakada: Bad and Boujee',
      ticketTypeId: '3-premium',
      ticketTypeName: 'Premium',
      quantity: 2,
      unitPrice: 3500,
      showtimeId: '3-3',
      startsAt: '2027-07-11T14:00:00.000Z',
      timeZone: 'Africa/Lagos',
      city: 'Lagos',
      seats: ['Row K, seat 5', 'Row K, seat 6'],
      expiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
      status: 'open',
      message: null,
    };
    mockApi({ [`GET /api/waitlist/claims/${TOKEN}`]: json(200, claim) });
    const { router } = renderRoutes(
      [
        { path: '/waitlist/claim/:token', element: <ClaimPage token={TOKEN} /> },
        { path: '/order-summary/:id', element: <p>summary</p> },
      ],
      [`/waitlist/claim/${TOKEN}`],
    );
    const region = await screen.findByRole('region', { name: 'Your claim' });
    expect(region).toHaveTextContent('WhenSunday, 11 July 2027 at 15:00 (Lagos time)');
    expect(screen.getByTestId('claim-seats')).toHaveTextContent('Row K, seat 5; Row K, seat 6');
    await userEvent.type(screen.getByLabelText('First name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Phone number'), '8031234567');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('summary')).toBeVisible();
    expect(router.state.location.state).toMatchObject({
      showtimeId: '3-3',
      claim: { token: TOKEN, ticketTypeId: '3-premium' },
      ticketQuantity: 2,
    });
  });
});
