import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes, setXsrfCookie } from '../features/auth/test-helpers.tsx';
import { DOOR_SIGN_IN, DOOR_SIGN_UP } from '../lib/session/door-sign-in.ts';
import { Component as Login } from './login.tsx';
import { Component as Signup } from './signup.tsx';

/** A guest sent from the purchase to sign in: the redirect state the route guard makes. */
const fromPurchase = {
  from: '/order-summary/1',
  orderState: { id: '1', eventTitle: 'Davido Live In Concert', email: 'ada@example.com', ticketQuantity: 2 },
};

const renderPage = (path: '/login' | '/signup', state?: unknown) =>
  renderRoutes(
    [
      { path: '/login', element: <Login /> },
      { path: '/signup', element: <Signup /> },
    ],
    [{ pathname: path, state }],
  );

beforeEach(() => {
  setXsrfCookie();
  mockApi({});
});
afterEach(() => vi.unstubAllGlobals());

describe('the account pages with an order carried', () => {
  it.each([
    ['/login', 'Sign in', 'Sign in to finish your order. Your order for Davido Live In Concert is kept.'],
    [
      '/signup',
      'Create your account',
      'Create your account to finish your order. Your order for Davido Live In Concert is kept.',
    ],
  ] as const)('%s says the order is kept and has the email typed on the purchase form', (path, heading, note) => {
    renderPage(path, fromPurchase);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(note);
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it.each(['/login', '/signup'] as const)('%s says nothing of an order and fills in nothing without one', (path) => {
    renderPage(path);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });
});

describe('the account pages on the way to the door (a door-staff invitation links to /check-in)', () => {
  it.each([
    ['/login', DOOR_SIGN_IN],
    ['/signup', DOOR_SIGN_UP],
  ] as const)('%s says it is for the door, not for buying tickets', (path, line) => {
    renderPage(path, { from: '/check-in' });
    expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.queryByText(/buy tickets|buy concert/)).not.toBeInTheDocument();
  });

  it('a buyer sent to sign in from elsewhere is welcomed as one', () => {
    renderPage('/login', { from: '/my-tickets' });
    expect(screen.getByText('Welcome back. Sign in to buy tickets and find the ones you have.')).toBeInTheDocument();
    expect(screen.queryByText(DOOR_SIGN_IN)).not.toBeInTheDocument();
  });
});
