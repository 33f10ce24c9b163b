import { organizerMessages } from '@storefront/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, LocationProbe, mockApi, renderRoutes } from '../auth/test-helpers.tsx';
import { useConsole } from './console.tsx';
import { Component as RequireOrganizer } from './require-organizer.tsx';

const ada = { id: 'u1', username: 'ada', email: 'ada@example.com' };

/** A screen under the guard that says which console it is in. */
function ConsoleName() {
  const console = useConsole();
  return <p>{`${console.title} calls ${console.api}`}</p>;
}

function renderGuarded(path = '/organizer/orders') {
  return renderRoutes(
    [
      { path: '/organizer', element: <RequireOrganizer />, children: [{ path: '*', element: <ConsoleName /> }] },
      { path: '/login', element: <LocationProbe /> },
    ],
    [path],
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('RequireOrganizer', () => {
  it('sends a guest to /login, to come back here afterwards', async () => {
    mockApi({ 'GET /api/me': json(200, { user: null, isAdmin: false, isOrganizer: false }) });
    const { router } = renderGuarded();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/organizer/orders' });
  });

  it('tells an account that is not an organizer where to apply (an admin too)', async () => {
    mockApi({ 'GET /api/me': json(200, { user: ada, isAdmin: true, isStaff: true, isOrganizer: false }) });
    localStorage.setItem('user', JSON.stringify(ada));
    renderGuarded();
    expect(await screen.findByRole('heading', { name: organizerMessages.notAllowedTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the organizers page' })).toHaveAttribute('href', '/organizers');
  });

  it("shows an organizer's screens in the organizer console, calling /api/organizer", async () => {
    mockApi({ 'GET /api/me': json(200, { user: ada, isAdmin: false, isStaff: true, isOrganizer: true }) });
    localStorage.setItem('user', JSON.stringify(ada));
    renderGuarded();
    expect(await screen.findByText('Organizer console calls /api/organizer')).toBeInTheDocument();
  });
});
