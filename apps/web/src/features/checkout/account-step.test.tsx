import { authMessages, messages } from '@storefront/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Component as OrderSummaryRoute } from '../../routes/order-summary.tsx';
import { SAMPLE_REFERENCE } from '../../testing/ticket-fixture.ts';
import { json, LocationProbe, mockApi, renderRoutes } from '../auth/test-helpers.tsx';
import { makeEvent } from '../catalog/test-events.ts';
import { usernameFor } from './account-step.tsx';
import { sampleOrder } from './order-fixture.ts';
import { fakePaystack, stubScriptLoad } from './paystack-fake.ts';
import { startEachSummaryTestClean } from './summary-test-setup.ts';
import { ticketPurchaseLoader } from './ticket-purchase-loader.ts';

/** A guest on the order summary (decision 48): the account is made or opened by Pay, then the pop-up. */

const order = sampleOrder();
const ada = { id: 'u9', username: 'Ada1234', email: order.email };
const ref = SAMPLE_REFERENCE;
const routes: RouteObject[] = [
  {
    HydrateFallback: () => null,
    children: [
      { path: '/order-summary/:id', loader: ticketPurchaseLoader, Component: OrderSummaryRoute },
      { path: '/ticket-purchase/:id', element: <LocationProbe /> },
      { path: '/login', element: <LocationProbe /> },
    ],
  },
];

/** The server: a guest; sign-up answers 201 always; sign-in opens the account only with `accountPassword`. */
function guestServer(accountPassword: string) {
  return mockApi({
    'GET /api/me': json(200, { user: null, buyer: null }),
    'GET /api/events/1': json(200, makeEvent({ id: '1', basePrice: 3000 })),
    'POST /api/signup': json(201, { message: authMessages.checkEmail }),
    'POST /api/login': (body) =>
      (body as { password?: string } | undefined)?.password === accountPassword
        ? json(200, { user: ada })
        : json(401, { message: authMessages.invalidCredentials }),
    'GET /api/checkout/1': json(200, { ticketsOwned: 0, problem: null, paidOrder: null }),
    'POST /api/initialize-transaction': json(200, {
      data: { authorization_url: 'x', access_code: 'ac', reference: ref, orderStatus: 'pending' },
    }),
  });
}

async function openAsGuest(accountPassword: string) {
  const paystack = fakePaystack();
  stubScriptLoad({ pop: paystack.pop });
  const api = guestServer(accountPassword);
  const view = renderRoutes(routes, [{ pathname: '/order-summary/1', state: order }]);
  const pay = await screen.findByRole('button', { name: 'Pay NGN 6,000' });
  await waitFor(() => expect(pay).toBeEnabled());
  return { ...api, ...view, pay, paystack, user: userEvent.setup() };
}

const paths = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'POST').map((c) => c.path.replace(/\?.*/, ''));

startEachSummaryTestClean();

describe("a guest's order summary", () => {
  it('shows the order and asks for a password for the email typed on the form, not a sign-in page', async () => {
    const { router } = await openAsGuest('secret1');
    expect(router.state.location.pathname).toBe('/order-summary/1');
    expect(screen.getByTestId('account-step-note')).toHaveTextContent(authMessages.accountStepNew(order.email));
    expect(screen.getByLabelText('Choose a password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('Pay with no password asks for one and sends nothing', async () => {
    const { pay, user, calls } = await openAsGuest('secret1');
    await user.click(pay);
    expect(await screen.findByText(messages.validation.passwordLogin)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Choose a password')).toHaveFocus());
    expect(paths(calls)).toEqual([]);
  });

  it('Pay makes the account (a username from the first name), signs in, then opens the pop-up', async () => {
    const { pay, user, calls, paystack } = await openAsGuest('secret1');
    await user.type(screen.getByLabelText('Choose a password'), 'secret1');
    await user.click(pay);
    await waitFor(() => expect(paystack.opened).toHaveLength(1));
    expect(paths(calls)).toEqual(['/api/signup', '/api/login', '/api/initialize-transaction']);
    const signup = calls.find((c) => c.path === '/api/signup');
    expect(signup?.body).toEqual({
      username: expect.stringMatching(/^Ada\d{4}$/),
      email: order.email,
      password: 'secret1',
    });
    expect(localStorage.getItem('user')).toContain(ada.id);
  });

  it('Enter in the password field pays too', async () => {
    const { user, paystack } = await openAsGuest('secret1');
    await user.type(screen.getByLabelText('Choose a password'), 'secret1{Enter}');
    await waitFor(() => expect(paystack.opened).toHaveLength(1));
  });

  it("an email that had an account: the chosen password does not open it, so the step asks for the account's; then Pay", async () => {
    const { pay, user, calls, paystack } = await openAsGuest('the-old-one');
    await user.type(screen.getByLabelText('Choose a password'), 'secret1');
    await user.click(pay);
    expect(await screen.findByText(authMessages.accountStepHadAccount)).toBeInTheDocument();
    const field = screen.getByLabelText('Password', { exact: true });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('');
    expect(paystack.opened).toHaveLength(0);
    expect(paths(calls)).not.toContain('/api/initialize-transaction');

    await user.type(field, 'wrong-again');
    await user.click(pay);
    expect(await screen.findByText(authMessages.invalidCredentials)).toBeInTheDocument();
    expect(paystack.opened).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'the-old-one');
    await user.click(pay);
    await waitFor(() => expect(paystack.opened).toHaveLength(1));
    // No second sign-up once the step knows the email has an account.
    expect(paths(calls).filter((p) => p === '/api/signup')).toHaveLength(1);
  });

  it('"I already have an account" asks only for the password, and signs in without signing up', async () => {
    const { pay, user, calls, paystack } = await openAsGuest('the-old-one');
    await user.click(screen.getByRole('button', { name: 'I already have an account' }));
    expect(screen.getByTestId('account-step-note')).toHaveTextContent(authMessages.accountStepExisting(order.email));
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password', { exact: true }), 'the-old-one');
    await user.click(pay);
    await waitFor(() => expect(paystack.opened).toHaveLength(1));
    expect(paths(calls)).toEqual(['/api/login', '/api/initialize-transaction']);
  });

  it('a signed-in buyer sees no account step', async () => {
    localStorage.setItem('user', JSON.stringify(ada));
    mockApi({
      'GET /api/me': json(200, { user: ada, buyer: null }),
      'GET /api/events/1': json(200, makeEvent({ id: '1', basePrice: 3000 })),
    });
    stubScriptLoad({ pop: fakePaystack().pop });
    renderRoutes(routes, [{ pathname: '/order-summary/1', state: order }]);
    await screen.findByRole('button', { name: 'Pay NGN 6,000' });
    expect(screen.queryByText('Your account')).toBeNull();
  });
});

describe('usernameFor', () => {
  it("is the first name's letters and digits and four digits, 'buyer' when none is left", () => {
    expect(usernameFor('Ngozi')).toMatch(/^Ngozi\d{4}$/);
    expect(usernameFor("Ọlá-Adé O'Neil")).toMatch(/^ỌláAdéONeil\d{4}$/);
    expect(usernameFor('  ')).toMatch(/^buyer\d{4}$/);
    expect(usernameFor('x'.repeat(60))).toHaveLength(40);
  });
});
