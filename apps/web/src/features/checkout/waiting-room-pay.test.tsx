import { waitingRoomMessages } from '@storefront/contracts/rules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { passStorageKey, storePass } from '../../lib/waiting-room-pass.ts';
import { Component as OrderSummaryRoute } from '../../routes/order-summary.tsx';
import { SAMPLE_REFERENCE } from '../../testing/ticket-fixture.ts';
import { json, LocationProbe, mockApi, renderRoutes } from '../auth/test-helpers.tsx';
import { makeEvent } from '../catalog/test-events.ts';
import { sampleOrder } from './order-fixture.ts';
import { fakePaystack, stubScriptLoad } from './paystack-fake.ts';
import { startEachSummaryTestClean } from './summary-test-setup.ts';
import { ticketPurchaseLoader } from './ticket-purchase-loader.ts';

// Pay on a sale with a waiting room (decision 54): initialize carries the tab's pass for the
// event, and a refused pass sends the buyer back to the room.
const alice = { id: 'u1', username: 'alice', email: 'alice@example.com' };
const event1 = makeEvent({
  id: '1',
  basePrice: 3000,
  waitingRoom: { onSaleAt: '2027-03-01T10:00:00.000Z', queueOpensAt: '2027-03-01T09:30:00.000Z' },
});
const order = sampleOrder();

const routes: RouteObject[] = [
  {
    HydrateFallback: () => null,
    children: [
      { path: '/order-summary/:id', loader: ticketPurchaseLoader, Component: OrderSummaryRoute },
      { path: '/ticket-purchase/:id', element: <LocationProbe /> },
    ],
  },
];

async function payWith(initialize: Response) {
  const paystack = fakePaystack();
  stubScriptLoad({ pop: paystack.pop });
  const api = mockApi({
    'GET /api/me': json(200, { user: alice }),
    'GET /api/events/1': json(200, event1),
    'POST /api/initialize-transaction': initialize,
  });
  const view = renderRoutes(routes, [{ pathname: '/order-summary/1', state: order }]);
  const pay = await screen.findByRole('button', { name: 'Pay NGN 6,000' });
  await waitFor(() => expect(pay).toBeEnabled());
  await userEvent.setup().click(pay);
  await waitFor(() => expect(api.calls.some((c) => c.path === '/api/initialize-transaction')).toBe(true));
  return { ...api, ...view, paystack };
}

const initializeBody = (calls: { path: string; body: unknown }[]) =>
  calls.find((c) => c.path === '/api/initialize-transaction')?.body as Record<string, unknown> | undefined;

const keepPass = (expiresInMs: number) => {
  const now = new Date();
  storePass(
    '1',
    { token: 'pass-abc', expiresAt: new Date(now.getTime() + expiresInMs).toISOString() },
    now.toISOString(),
  );
};

const started = json(200, { data: { reference: SAMPLE_REFERENCE, orderStatus: 'pending' } });

startEachSummaryTestClean();

describe('Pay with a waiting room pass', () => {
  it("sends the tab's pass for the event as waitingRoomPass", async () => {
    keepPass(5 * 60_000);
    const { calls, paystack } = await payWith(started);
    expect(initializeBody(calls)).toMatchObject({ eventId: '1', waitingRoomPass: 'pass-abc' });
    await waitFor(() => expect(paystack.opened).toHaveLength(1));
  });

  it('sends none when the pass has lapsed, or for another event', async () => {
    keepPass(-1000);
    storePass(
      '2',
      { token: 'other', expiresAt: new Date(Date.now() + 60_000).toISOString() },
      new Date().toISOString(),
    );
    const { calls } = await payWith(started);
    expect(initializeBody(calls)).not.toHaveProperty('waitingRoomPass');
  });

  it.each([
    waitingRoomMessages.passExpired,
    waitingRoomMessages.passUsed,
    waitingRoomMessages.passInvalid,
    waitingRoomMessages.passRequired,
  ])('a refused pass (%s) is dropped, and the buyer goes back to the waiting room with the reason', async (refusal) => {
    keepPass(5 * 60_000);
    const { router, paystack } = await payWith(json(409, { message: refusal }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ticket-purchase/1'));
    expect(router.state.location.state).toMatchObject({ id: '1', notice: refusal });
    expect(sessionStorage.getItem(passStorageKey('1'))).toBeNull();
    expect(paystack.opened).toHaveLength(0);
  });

  it('another refusal (sold out) keeps the pass and the buyer on the summary', async () => {
    keepPass(5 * 60_000);
    const { router } = await payWith(json(409, { message: 'Only 1 ticket is left for this event.' }));
    expect(await screen.findByText('Only 1 ticket is left for this event.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/order-summary/1');
    expect(sessionStorage.getItem(passStorageKey('1'))).not.toBeNull();
  });
});
