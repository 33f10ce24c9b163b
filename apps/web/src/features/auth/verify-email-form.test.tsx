import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, LocationProbe, mockApi, renderRoutes, setXsrfCookie } from './test-helpers.tsx';
import { VerifyEmailForm } from './verify-email-form.tsx';

beforeEach(() => setXsrfCookie());
afterEach(() => vi.unstubAllGlobals());

const renderVerify = () =>
  renderRoutes(
    [
      { path: '/verify-email/:token', element: <VerifyEmailForm token="tok123" /> },
      { path: '*', element: <LocationProbe /> },
    ],
    ['/verify-email/tok123'],
  );

describe('confirm email', () => {
  it('sends nothing until the button is pressed, then confirms and offers to sign in', async () => {
    const { calls } = mockApi({
      'POST /api/verify-email/tok123': json(200, { message: 'Your email address is confirmed. You can now sign in.' }),
    });
    renderVerify();
    await screen.findByRole('button', { name: 'Confirm my email' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm my email' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your email address is confirmed. You can now sign in.',
    );
    expect(calls.find((c) => c.method === 'POST')?.headers).toMatchObject({ 'x-xsrf-token': 'test-token' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign in' }));
    expect(screen.getByTestId('pathname')).toHaveTextContent('/login');
  });

  it("shows the server's message for a used or expired link, and the button stays", async () => {
    mockApi({
      'POST /api/verify-email/tok123': json(400, { message: 'This confirmation link is invalid or has expired.' }),
    });
    renderVerify();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm my email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This confirmation link is invalid or has expired.');
    expect(screen.getByRole('button', { name: 'Confirm my email' })).toBeEnabled();
  });
});
