import { messages } from '@storefront/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPublicConfigCache } from '../../lib/public-config.ts';
import { resetGoogleIdentity } from './google-identity.ts';
import { LoginForm } from './login-form.tsx';
import { json, LocationProbe, mockApi, renderRoutes, setXsrfCookie } from './test-helpers.tsx';

const alice = { id: 'u1', username: 'alice', email: 'alice@example.com' };

function renderLogin(state?: unknown) {
  return renderRoutes(
    [
      { path: '/login', element: <LoginForm /> },
      { path: '*', element: <LocationProbe /> },
    ],
    [{ pathname: '/login', state }],
  );
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

beforeEach(() => {
  setXsrfCookie();
  localStorage.clear();
  resetPublicConfigCache();
  resetGoogleIdentity();
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.google;
});

describe('login validation', () => {
  it('shows the spec messages and sends nothing', async () => {
    const { calls } = mockApi({});
    renderLogin();
    await fillAndSubmit('not-an-email', '12345');
    expect(screen.getByText(messages.validation.email)).toBeInTheDocument();
    expect(screen.getByText(messages.validation.passwordLogin)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.path === '/api/login')).toBe(false);
  });

  it('has the autocomplete hints and a Show/Hide toggle', () => {
    mockApi({});
    renderLogin();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAttribute('type', 'password');
    screen.getByRole('button', { name: 'Show password' }).click();
    return waitFor(() => expect(password).toHaveAttribute('type', 'text'));
  });
});

describe('login errors (product.md §8)', () => {
  it.each([
    ['the server message', json(401, { message: 'Invalid email or password.' }), 'Invalid email or password.'],
    ['HTTP error! Status: {status} without one', json(500), 'HTTP error! Status: 500'],
    [
      'HTTP error! Status: {status} for a non-JSON body',
      new Response('<html>', { status: 502 }),
      'HTTP error! Status: 502',
    ],
    ['the fallback for an answer that is not a profile', json(200, { ok: true }), messages.auth.signInFailed],
    ['a clear message when the server cannot be reached', 'network' as const, messages.auth.network],
  ])('shows %s', async (_name, reply, expected) => {
    mockApi({ 'POST /api/login': reply });
    renderLogin();
    await fillAndSubmit('alice@example.com', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('login success', () => {
  it('shows Signing in... while busy, stores the profile and returns to `from` with the order state', async () => {
    let answer: (response: Response) => void = () => {};
    const { calls } = mockApi({
      'POST /api/login': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const orderState = { id: '3', firstName: 'Ada', ticketQuantity: 2 };
    renderLogin({ from: '/order-summary/3', orderState });
    await fillAndSubmit('  alice@example.com ', 'secret1');
    const busy = await screen.findByRole('button', { name: messages.auth.signingIn });
    expect(busy).toBeDisabled();
    answer(json(200, { user: alice }));
    await waitFor(() => expect(screen.getByTestId('pathname')).toHaveTextContent('/order-summary/3'));
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '')).toEqual(orderState);
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual(alice);
    const login = calls.find((c) => c.path === '/api/login');
    expect(login?.body).toEqual({ email: 'alice@example.com', password: 'secret1' });
    expect(login?.headers['x-xsrf-token']).toBe('test-token');
  });

  it('goes to / by default, and never back to an account page or another site', async () => {
    mockApi({ 'POST /api/login': json(200, { user: alice }) });
    renderLogin({ from: '//evil.example/x' });
    await fillAndSubmit('alice@example.com', 'secret1');
    await waitFor(() => expect(screen.getByTestId('pathname')).toHaveTextContent(/^\/$/));
  });

  it('shows the sign-up note and fills in the email', () => {
    mockApi({});
    renderLogin({ notice: 'Account created. Please sign in.', email: 'new@example.com' });
    expect(screen.getByRole('status')).toHaveTextContent('Account created. Please sign in.');
    expect(screen.getByLabelText('Email')).toHaveValue('new@example.com');
  });

  it('fills in the email typed on the purchase form, from the order carried here', () => {
    mockApi({});
    renderLogin({ from: '/order-summary/1', orderState: { id: '1', email: 'ada@example.com' } });
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('takes the address sign-up carried over the one of the order', () => {
    mockApi({});
    renderLogin({ orderState: { id: '1', email: 'ada@example.com' }, email: 'ada.obi@example.com' });
    expect(screen.getByLabelText('Email')).toHaveValue('ada.obi@example.com');
  });

  it('carries the order and the email typed here through the Sign up link, in place of this page in history', async () => {
    mockApi({});
    const orderState = { id: '1', email: 'ada@example.com' };
    const { router } = renderLogin({ from: '/order-summary/1', orderState });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada.obi@example.com');
    await user.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(router.state.location.pathname).toBe('/signup');
    expect(router.state.location.state).toEqual({ from: '/order-summary/1', orderState, email: 'ada.obi@example.com' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('carries the redirect state through the Sign up link', async () => {
    mockApi({});
    const { router } = renderLogin({ from: '/my-tickets' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign up' }));
    expect(router.state.location.pathname).toBe('/signup');
    expect(router.state.location.state).toEqual({ from: '/my-tickets' });
  });
});

describe('Google sign-in', () => {
  it('has no Google button, and no divider, when the server offers no Google sign-in (production without a client id)', async () => {
    const { fetchMock } = mockApi({});
    renderLogin();
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([path]) => path === '/api/config')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument());
    expect(screen.queryByText('or sign in with email')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  function fakeGoogle() {
    const google = {
      initialize: vi.fn(),
      renderButton: vi.fn((el: HTMLElement) => {
        el.textContent = 'Google button';
      }),
    };
    window.google = { accounts: { id: google } };
    return google;
  }

  function credentialCallback(google: ReturnType<typeof fakeGoogle>) {
    const options = google.initialize.mock.calls[0]?.[0] as
      | { callback?: (r: { credential?: string }) => void }
      | undefined;
    if (!options?.callback) throw new Error('google.accounts.id.initialize was not called');
    return options.callback;
  }

  const configured = json(200, {
    publicUrl: 'http://localhost',
    google: {
      provider: 'google',
      clientId: 'client-123.apps.googleusercontent.com',
      scriptUrl: 'https://accounts.google.com/gsi/client',
    },
    supportEmail: 'support@example.com',
    tawkPropertyId: null,
    devMailbox: false,
  });

  it('renders the Google button and signs in with the ID token', async () => {
    const google = fakeGoogle();
    const { calls } = mockApi({ 'GET /api/config': configured, 'POST /api/google-login': json(200, { user: alice }) });
    renderLogin({ from: '/my-tickets' });
    await screen.findByText('Google button');
    expect(google.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'client-123.apps.googleusercontent.com' }),
    );
    const callback = credentialCallback(google);
    callback({ credential: 'id-token' });
    await waitFor(() => expect(screen.getByTestId('pathname')).toHaveTextContent('/my-tickets'));
    expect(calls.find((c) => c.path === '/api/google-login')?.body).toEqual({ idToken: 'id-token' });
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual(alice);
  });

  it.each([
    ['the server message', json(401, { message: 'Failed to sign in with Google. Please try again.' })],
    ['the fallback', json(200, {})],
  ])('shows %s when the server refuses the token', async (_name, reply) => {
    const google = fakeGoogle();
    mockApi({ 'GET /api/config': configured, 'POST /api/google-login': reply });
    renderLogin();
    await screen.findByText('Google button');
    const callback = credentialCallback(google);
    callback({ credential: 'bad-token' });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.auth.googleSignInFailed);
  });

  it("shows 'Google Sign-In failed. Please try again.' when the script does not load", async () => {
    mockApi({ 'GET /api/config': configured });
    const append = vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes)
        if (node instanceof HTMLScriptElement) setTimeout(() => node.onerror?.(new Event('error')));
    });
    renderLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.auth.googleButtonFailed);
    expect(append).toHaveBeenCalled();
    const script = append.mock.calls[0]?.[0] as HTMLScriptElement;
    expect(script.src).toBe('https://accounts.google.com/gsi/client');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    append.mockRestore();
  });
  it("in simulator mode loads the server's stand-in script, and says it is test mode", async () => {
    const simulator = json(200, {
      publicUrl: 'http://localhost',
      google: {
        provider: 'simulator',
        clientId: 'google-sign-in-simulator.owambetickets.invalid',
        scriptUrl: '/api/google-simulator/client.js',
      },
      supportEmail: 'support@example.com',
      tawkPropertyId: null,
      devMailbox: false,
    });
    mockApi({ 'GET /api/config': simulator });
    let google: ReturnType<typeof fakeGoogle> | undefined;
    const append = vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes)
        if (node instanceof HTMLScriptElement)
          setTimeout(() => {
            google = fakeGoogle();
            node.onload?.(new Event('load'));
          });
    });
    renderLogin();
    expect(await screen.findByText('Google button')).toBeInTheDocument();
    expect((append.mock.calls[0]?.[0] as HTMLScriptElement | undefined)?.src).toMatch(
      /\/api\/google-simulator\/client\.js$/,
    );
    expect(google?.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'google-sign-in-simulator.owambetickets.invalid' }),
    );
    expect(screen.getByText('Test mode: Google sign-in is simulated with test accounts.')).toBeInTheDocument();
    append.mockRestore();
  });
});
