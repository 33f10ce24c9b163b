import { messages } from '@storefront/contracts/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPublicConfigCache } from '../../lib/public-config.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { json, mockApi, renderRoutes, setXsrfCookie } from './test-helpers.tsx';

beforeEach(() => {
  setXsrfCookie();
  resetPublicConfigCache();
});
afterEach(() => vi.unstubAllGlobals());

const renderForgot = () =>
  renderRoutes([{ path: '/forgot-password', element: <ForgotPasswordForm /> }], ['/forgot-password']);
const renderReset = () =>
  renderRoutes(
    [{ path: '/reset-password/:token', element: <ResetPasswordForm token="tok123" /> }],
    ['/reset-password/tok123'],
  );

describe('forgot password', () => {
  it('validates the email and sends nothing', async () => {
    const { calls } = mockApi({});
    renderForgot();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText(messages.validation.email)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(calls.some((c) => c.path === '/api/forgot-password')).toBe(false);
  });

  it.each([
    ['the success text', json(200, { message: messages.auth.resetLinkSent }), messages.auth.resetLinkSent, 'status'],
    [
      'the failure text on a server error',
      json(500, { message: 'Something went wrong.' }),
      messages.auth.resetLinkFailed,
      'alert',
    ],
    ['the failure text offline', 'network' as const, messages.auth.resetLinkFailed, 'alert'],
    [
      'the server message when rate-limited',
      json(429, { message: 'Too many attempts.' }),
      'Too many attempts.',
      'alert',
    ],
  ])('shows %s', async (_name, reply, expected, role) => {
    const { calls } = mockApi({ 'POST /api/forgot-password': reply });
    renderForgot();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole(role)).toHaveTextContent(expected);
    expect(calls.find((c) => c.path === '/api/forgot-password')?.body).toEqual({ email: 'ada@example.com' });
  });
});

describe('reset password', () => {
  async function submit(password: string, confirm: string) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Confirm new password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
  }

  it('validates length and match (product.md §5)', async () => {
    const { calls } = mockApi({});
    renderReset();
    await submit('12345', '1234');
    expect(screen.getByText(messages.validation.passwordReset)).toBeInTheDocument();
    expect(screen.getByText(messages.validation.passwordsMismatch)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(calls.some((c) => c.path.startsWith('/api/reset-password'))).toBe(false);
  });

  it('shows the server message and a way to sign in on success', async () => {
    const { calls } = mockApi({
      'POST /api/reset-password/tok123': json(200, { success: true, message: 'Your password has been reset.' }),
    });
    renderReset();
    await submit('secret1', 'secret1');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(calls.find((c) => c.path === '/api/reset-password/tok123')?.body).toEqual({ password: 'secret1' });
  });

  it.each([
    [
      'the server message',
      json(400, { success: false, message: 'This reset link is invalid or has expired.' }),
      'This reset link is invalid or has expired.',
    ],
    ["'Failed to reset password.' without one", json(500), messages.auth.resetFailed],
    ["'Failed to reset password.' offline", 'network' as const, messages.auth.resetFailed],
  ])('shows %s on failure', async (_name, reply, expected) => {
    mockApi({ 'POST /api/reset-password/tok123': reply });
    renderReset();
    await submit('secret1', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
  });
});
