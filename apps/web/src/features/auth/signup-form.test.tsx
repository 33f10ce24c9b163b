import { authMessages, messages } from '@storefront/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('sign-up validation (spec §5)', () => {
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

describe('sign-up errors (spec §8)', () => {
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

describe('sign-up success', () => {
  it("shows 'Signing up...', sends trimmed values, then goes to sign in with a note to check the email, the email filled in and the redirect kept", async () => {
    let answer: (response: Response) => void = () => {};
    const { calls } = mockApi({
      'POST /api/signup': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderSignup({ from: '/order-summary/2', orderState: { id: '2' } });
    await fill({ ...valid, username: ' alice ', email: ' alice@example.com ' });
    expect(await screen.findByRole('button', { name: messages.auth.signingUp })).toBeDisabled();
    answer(json(201, { message: authMessages.checkEmail }));
    await waitFor(() => expect(screen.getByTestId('pathname')).toHaveTextContent('/login'));
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '')).toEqual({
      from: '/order-summary/2',
      orderState: { id: '2' },
      notice: 'Please check your email: we sent you a link to confirm your address. Then sign in.',
      email: 'alice@example.com',
    });
    expect(calls.find((c) => c.path === '/api/signup')?.body).toEqual({
      username: 'alice',
      email: 'alice@example.com',
      password: 'secret1',
    });
    // Signing up does not sign in (spec: "On success it goes to sign in").
    expect(localStorage.getItem('user')).toBeNull();
  });
});
