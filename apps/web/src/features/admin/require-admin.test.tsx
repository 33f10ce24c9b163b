import { adminMessages } from '@storefront/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, LocationProbe, mockApi, renderRoutes } from '../auth/test-helpers.tsx';
import { Component as RequireAdmin } from './require-admin.tsx';

const ada = { id: 'u1', username: 'ada', email: 'ada@example.com' };

function renderGuarded(path = '/admin/events?page=2') {
  return renderRoutes(
    [
      { path: '/admin', element: <RequireAdmin />, children: [{ path: '*', element: <p>Back office</p> }] },
      { path: '/login', element: <LocationProbe /> },
      { path: '/', element: <p>Storefront</p> },
    ],
    [path],
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('RequireAdmin', () => {
  it('sends a guest to /login, replacing history, to come back here afterwards', async () => {
    mockApi({ 'GET /api/me': json(200, { user: null, isAdmin: false }) });
    const { router } = renderGuarded();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/admin/events?page=2' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('tells a signed-in account that is not an admin, with a way back', async () => {
    mockApi({ 'GET /api/me': json(200, { user: ada, isAdmin: false }) });
    localStorage.setItem('user', JSON.stringify(ada));
    renderGuarded();
    expect(await screen.findByRole('heading', { name: adminMessages.notAllowedTitle })).toBeInTheDocument();
    expect(screen.getByText(adminMessages.notAllowedBody)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the storefront' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Back office')).toBeNull();
  });

  it('shows a spinner until the server answers, then the screen for an admin', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({
      'GET /api/me': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    localStorage.setItem('user', JSON.stringify(ada));
    renderGuarded();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session...');
    expect(screen.queryByText(adminMessages.notAllowedTitle)).toBeNull();
    answer(json(200, { user: ada, isAdmin: true }));
    expect(await screen.findByText('Back office')).toBeInTheDocument();
  });
});
