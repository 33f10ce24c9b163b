import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, setXsrfCookie } from '../../features/auth/test-helpers.tsx';
import { SessionProvider, useSession } from './session-provider.tsx';

const alice = { id: 'u1', username: 'alice', email: 'alice@example.com' };
let session: ReturnType<typeof useSession> | null = null;

function Probe() {
  session = useSession();
  return (
    <p data-testid="session">
      {session.status}:{session.user?.username ?? 'guest'}
    </p>
  );
}

const renderSession = () =>
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );

beforeEach(() => {
  localStorage.clear();
  setXsrfCookie();
  session = null;
});
afterEach(() => vi.unstubAllGlobals());

describe('SessionProvider', () => {
  it('renders the stored profile at once, then confirms it with GET /api/me', async () => {
    mockApi({ 'GET /api/me': json(200, { user: { ...alice, username: 'alice2' } }) });
    localStorage.setItem('user', JSON.stringify(alice));
    renderSession();
    expect(screen.getByTestId('session')).toHaveTextContent('loading:alice');
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('ready:alice2'));
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toMatchObject({ username: 'alice2' });
  });

  it('ignores a stored value that is not a profile', async () => {
    mockApi({});
    localStorage.setItem('user', '{"token":"x"}');
    renderSession();
    expect(screen.getByTestId('session')).toHaveTextContent('loading:guest');
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('ready:guest'));
  });

  it('a sign-in during the /api/me request is not undone by its late answer', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({
      'GET /api/me': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderSession();
    act(() => session?.setUser(alice));
    expect(screen.getByTestId('session')).toHaveTextContent('ready:alice');
    await act(async () => answer(json(200, { user: null })));
    expect(screen.getByTestId('session')).toHaveTextContent('ready:alice');
  });

  it('signOut forgets the profile and ends the server session', async () => {
    const { calls } = mockApi({
      'GET /api/me': json(200, { user: alice }),
      'POST /api/logout': new Response(null, { status: 204 }),
    });
    localStorage.setItem('user', JSON.stringify(alice));
    renderSession();
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('ready:alice'));
    await act(async () => session?.signOut());
    expect(screen.getByTestId('session')).toHaveTextContent('ready:guest');
    expect(localStorage.getItem('user')).toBeNull();
    expect(calls.find((c) => c.path === '/api/logout')?.method).toBe('POST');
  });

  it('signOut still forgets the profile when offline', async () => {
    mockApi({ 'GET /api/me': json(200, { user: alice }), 'POST /api/logout': 'network' });
    localStorage.setItem('user', JSON.stringify(alice));
    renderSession();
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('ready:alice'));
    await act(async () => session?.signOut());
    expect(localStorage.getItem('user')).toBeNull();
  });
});
