import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSignOut } from '../../lib/session/use-sign-out.ts';
import { Component as RequireAuth } from './require-auth.tsx';
import { json, LocationProbe, mockApi, renderRoutes, setXsrfCookie } from './test-helpers.tsx';

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={signOut}>
      Log Out
    </button>
  );
}

const alice = { id: 'u1', username: 'alice', email: 'alice@example.com' };

function renderGuarded(entry: { pathname: string; state?: unknown }) {
  return renderRoutes(
    [
      { element: <RequireAuth />, children: [{ path: '/order-summary/:id', element: <p>Order summary</p> }] },
      { path: '/login', element: <LocationProbe /> },
    ],
    [{ pathname: '/' }, entry],
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('RequireAuth', () => {
  it('sends a guest to /login, replacing history, with the path and the order state', async () => {
    mockApi({ 'GET /api/me': json(200, { user: null }) });
    const orderState = { id: '4', firstName: 'Ada', totalPrice: 6000 };
    const { router } = renderGuarded({ pathname: '/order-summary/4?ref=x', state: orderState });
    await waitFor(() => expect(screen.getByTestId('pathname')).toHaveTextContent('/login'));
    expect(router.state.location.state).toEqual({ from: '/order-summary/4?ref=x', orderState });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows a spinner, not a redirect, while GET /api/me has not answered', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({
      'GET /api/me': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    localStorage.setItem('user', JSON.stringify(alice));
    const { router } = renderGuarded({ pathname: '/order-summary/4' });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session...');
    expect(router.state.location.pathname).toBe('/order-summary/4');
    answer(json(200, { user: alice }));
    expect(await screen.findByText('Order summary')).toBeInTheDocument();
  });

  it('keeps a stored profile when the server cannot be reached (offline)', async () => {
    mockApi({ 'GET /api/me': 'network' });
    localStorage.setItem('user', JSON.stringify(alice));
    renderGuarded({ pathname: '/order-summary/1' });
    expect(await screen.findByText('Order summary')).toBeInTheDocument();
  });

  it('redirects when the server says the stored profile is no longer signed in', async () => {
    mockApi({ 'GET /api/me': json(200, { user: null }) });
    localStorage.setItem('user', JSON.stringify(alice));
    const { router } = renderGuarded({ pathname: '/order-summary/1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/order-summary/1' });
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('useSignOut leaves a protected screen for /login without a "come back" state, then ends the session', async () => {
    setXsrfCookie();
    const { calls } = mockApi({
      'GET /api/me': json(200, { user: alice }),
      'POST /api/logout': new Response(null, { status: 204 }),
    });
    localStorage.setItem('user', JSON.stringify(alice));
    const { router } = renderRoutes(
      [
        { element: <RequireAuth />, children: [{ path: '/my-tickets', element: <SignOutButton /> }] },
        { path: '/login', element: <LocationProbe /> },
      ],
      ['/my-tickets'],
    );
    (await screen.findByRole('button', { name: 'Log Out' })).click();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/logout')).toBe(true));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
