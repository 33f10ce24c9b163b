import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OrderKeptNotice, type OrderKeptNoticeProps } from './order-kept-notice.tsx';

const renderAt = (state: unknown, page: OrderKeptNoticeProps['page'] = 'sign-in') =>
  render(
    <MemoryRouter initialEntries={[{ pathname: page === 'sign-in' ? '/login' : '/signup', state }]}>
      <OrderKeptNotice page={page} />
    </MemoryRouter>,
  );

describe('OrderKeptNotice', () => {
  it('tells a buyer sent to sign in that the order is kept, naming the event', () => {
    renderAt({ from: '/order-summary/1', orderState: { id: '1', eventTitle: 'Davido Live In Concert' } });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sign in to finish your order. Your order for Davido Live In Concert is kept.',
    );
  });

  it('says it on the sign-up page in the words of that page', () => {
    renderAt({ from: '/order-summary/1', orderState: { id: '1', eventTitle: 'Davido Live In Concert' } }, 'sign-up');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Create your account to finish your order. Your order for Davido Live In Concert is kept.',
    );
  });

  it('still says so for an order without a title', () => {
    renderAt({ from: '/order-summary/1', orderState: { id: '1' } });
    expect(screen.getByRole('status')).toHaveTextContent('Sign in to finish your order. Your order is kept.');
  });

  it.each([
    ['no state', undefined],
    ['a plain sign-in redirect', { from: '/my-tickets' }],
    ['the note after sign-up only', { notice: 'Please sign in to continue.', email: 'a@example.com' }],
  ])('says nothing for %s', (_name, state) => {
    renderAt(state);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
