import { authMessages, messages } from '@storefront/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPublicConfigCache } from '../../lib/public-config.ts';
import { resetGoogleIdentity } from './google-identity.ts';
import { SignupForm } from './signup-form.tsx';
import { json, LocationProbe, mockApi, renderRoutes, setXsrfCookie } from './test-helpers.tsx';

function renderSignup(state?: unknown) {
  return renderRoutes(
    [
      { path: '/signup', element: <SignupForm /> },
      { path: '*', element: <LocationProbe /> },
    ],
    [{ pathname: '/signup', state }],
  );
}

async function fill(values: { username?: string; email?: string; password?: string; confirm?: string }) {
  const user = userEvent.setup();
  if (values.username) await user.type(screen.getByLabelText('Username'), values.username);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await user.type(screen.getByLabelText('Confirm password'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

const valid = { username: 'alice', email: 'alice@example.com', password: 'secret1', confirm: 'secret1' };

beforeEach(() => {
  setXsrfCookie();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('sign-up validation (product.md §5)', () => {
  it('shows every message and sends nothing', async () => {
    const { calls } = mockApi({});
    renderSignup();
    await fill({ username: '  ab  ', email: 'alice@example', password: '12345', confirm: '1234' });
    expect(screen.getByText(messages.validation.username)).toBeInTheDocument();
    expect(screen.getByText(messages.validation.email)).toBeInTheDocument();
    expect(screen.getByText(messages.validation.passwordLogin)).toBeInTheDocument();
    expect(screen.getByText(messages.validation.passwordsMismatch)).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(calls.some((c) => c.path === '/api/signup')).toBe(false);
  });

  it('only complains about the confirmation when that is the one thing wrong', async () => {
    mockApi({});
    renderSignup();
    await fill({ ...valid, confirm: 'secret2' });
    expect(screen.getByText(messages.validation.passwordsMismatch)).toBeInTheDocument();
    expect(screen.queryByText(messages.validation.passwordLogin)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveFocus();
  });

  it('uses the autocomplete hints of a new account', () => {
    mockApi({});
    renderSignup();
    expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getAllByRole('button', { name: /^Show/ })).toHaveLength(2);
  });
});

describe('sign-up errors (product.md §8)', () => {
  it.each([
    [
      'the server message',
      json(409, { message: 'This username is already taken.' }),
      'This username is already taken.',
    ],
    ['Signup failed with status: {status} without one', json(500), 'Signup failed with status: 500'],
    ['Network error or server is down.', 'network' as const, messages.auth.network],
  ])('shows %s', async (_name, reply, expected) => {
    mockApi({ 'POST /api/signup': reply });
    renderSignup();
    await fill(valid);
    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });
});

describe('sign-up, then signed in at once (decision 23)', () => {
  const orderState = { id: '2', eventTitle: 'Asake: Lungu Boy Tour', email: 'ada@example.com', ticketQuantity: 2 };
  const alice = { id: 'u1', username: 'alice', email: 'alice@example.com' };

  it("shows 'Signing up...' until signed in, sends trimmed values, signs in with the same email and password, and returns to `from` with the order", async () => {
    let answerSignup: (response: Response) => void = () => {};
    let answerLogin: (response: Response) => void = () => {};
    const { calls } = mockApi({
      'POST /api/signup': () =>
        new Promise<Response>((resolve) => {
          answerSignup = resolve;
        }),
      'POST /api/login': () =>
        new Promise<Response>((resolve) => {
          answerLogin = resolve;
        }),
    });
    const { router } = renderSignup({ from: '/order-summary/2', orderState });
    await fill({ ...valid, username: ' alice ', email: undefined });
    expect(await screen.findByRole('button', { name: messages.auth.signingUp })).toBeDisabled();
    answerSignup(json(201, { message: authMessages.checkEmail }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/login')).toBe(true));
    expect(screen.getByRole('button', { name: messages.auth.signingUp })).toBeDisabled();
    answerLogin(json(200, { user: alice }));

    await waitFor(() => expect(screen.getByTestId('pathname')).toHaveTextContent('/order-summary/2'));
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '')).toEqual(orderState);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls.find((c) => c.path === '/api/signup')?.body).toEqual({
      username: 'alice',
      email: 'ada@example.com',
      password: 'secret1',
    });
    const login = calls.find((c) => c.path === '/api/login');
    expect(login?.body).toEqual({ email: 'ada@example.com', password: 'secret1' });
    expect(login?.headers['x-xsrf-token']).toBe('test-token');
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual(alice);
  });

  it('goes to / when nobody sent the user here', async () => {
    mockApi({
      'POST /api/signup': json(201, { message: authMessages.checkEmail }),
      'POST /api/login': json(200, { user: alice }),
    });
    renderSignup();
    await fill(valid);
    await waitFor(() => expect(screen.getByTestId('pathname')).toHaveTextContent(/^\/$/));
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual(alice);
  });

  it.each([
    [
      'refuses the password (the email already had an account)',
      json(401, { message: authMessages.invalidCredentials }),
    ],
    ['is rate-limited', json(429, { message: authMessages.tooManyAttempts(30) })],
    ['cannot be reached', 'network' as const],
  ])('goes to sign in, the email filled in, with a note and the order kept, when sign-in %s', async (_name, reply) => {
    mockApi({ 'POST /api/signup': json(201, { message: authMessages.checkEmail }), 'POST /api/login': reply });
    const { router } = renderSignup({ from: '/order-summary/2', orderState });
    await fill({ ...valid, email: undefined });
    await waitFor(() => expect(screen.getByTestId('pathname')).toHaveTextContent('/login'));
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '')).toEqual({
      from: '/order-summary/2',
      orderState,
      notice: 'If this email already had an account, sign in with its password.',
      email: 'ada@example.com',
    });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('does not try to sign in when sign-up fails', async () => {
    const { calls } = mockApi({ 'POST /api/signup': json(409, { message: authMessages.usernameTaken }) });
    renderSignup({ from: '/order-summary/2', orderState });
    await fill({ ...valid, email: undefined });
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.usernameTaken);
    expect(calls.some((c) => c.path === '/api/login')).toBe(false);
  });
});

describe('a buyer sent here from the purchase', () => {
  it('finds the email typed on the purchase form filled in, and types only a username and the password twice', () => {
    mockApi({});
    renderSignup({ from: '/order-summary/1', orderState: { id: '1', email: ' ada@example.com ' } });
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Username')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('finds the address typed on sign-in filled in, before the one of the order', () => {
    mockApi({});
    renderSignup({ orderState: { id: '1', email: 'ada@example.com' }, email: 'ada.obi@example.com' });
    expect(screen.getByLabelText('Email')).toHaveValue('ada.obi@example.com');
  });

  it('fills in nothing from an order state of the wrong shape', () => {
    mockApi({});
    renderSignup({ from: '/order-summary/1', orderState: { id: '1', email: ['ada@example.com'] } });
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('carries the order and the email typed here through the Sign in link, in place of this page in history', async () => {
    mockApi({});
    const orderState = { id: '1', email: 'ada@example.com' };
    const { router } = renderSignup({ from: '/order-summary/1', orderState });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign in' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/order-summary/1', orderState, email: 'ada@example.com' });
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('Google on the sign-up page', () => {
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

  beforeEach(() => {
    resetPublicConfigCache();
    resetGoogleIdentity();
  });
  afterEach(() => {
    delete window.google;
  });

  it('offers the Google button first and signs in with it, returning to `from` with the order', async () => {
    const google = {
      initialize: vi.fn(),
      renderButton: vi.fn((el: HTMLElement) => {
        el.textContent = 'Google button';
      }),
    };
    window.google = { accounts: { id: google } };
    const chioma = { id: 'u2', username: 'chioma', email: 'chioma@example.com' };
    const { calls } = mockApi({ 'GET /api/config': configured, 'POST /api/google-login': json(200, { user: chioma }) });
    const orderState = { id: '1', email: 'chioma@example.com', ticketQuantity: 3 };
    renderSignup({ from: '/order-summary/1', orderState });
    await screen.findByText('Google button');
    expect(screen.getByText('or sign up with email')).toBeInTheDocument();
    const options = google.initialize.mock.calls[0]?.[0] as { callback: (r: { credential?: string }) => void };
    options.callback({ credential: 'id-token' });
    await waitFor(() => expect(screen.getByTestId('pathname')).toHaveTextContent('/order-summary/1'));
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '')).toEqual(orderState);
    expect(calls.find((c) => c.path === '/api/google-login')?.body).toEqual({ idToken: 'id-token' });
    expect(calls.some((c) => c.path === '/api/signup')).toBe(false);
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual(chioma);
  });

  it("shows the server's refusal of the Google token in the page's alert", async () => {
    const google = {
      initialize: vi.fn(),
      renderButton: vi.fn((el: HTMLElement) => {
        el.textContent = 'Google button';
      }),
    };
    window.google = { accounts: { id: google } };
    mockApi({
      'GET /api/config': configured,
      'POST /api/google-login': json(401, { message: authMessages.googleFailed }),
    });
    renderSignup();
    await screen.findByText('Google button');
    const options = google.initialize.mock.calls[0]?.[0] as { callback: (r: { credential?: string }) => void };
    options.callback({ credential: 'bad-token' });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.auth.googleSignInFailed);
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });
});
