import { waitlistMessages } from '@storefront/contracts/rules';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../lib/session/session-provider.tsx';
import { json, mockApi, setXsrfCookie } from '../auth/test-helpers.tsx';
import { WaitlistJoin } from './waitlist-join.tsx';

const event = { id: '8', title: 'Asa Live' };

function renderJoin(maxPerOrder = 4) {
  setXsrfCookie();
  render(
    <SessionProvider>
      <WaitlistJoin event={event} tier={{ id: '8-regular', name: 'Regular', maxPerOrder }} />
    </SessionProvider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('WaitlistJoin', () => {
  it('is one button until pressed; then the form sends the email, quantity and honeypot, and says to check the inbox', async () => {
    const api = mockApi({
      'POST /api/waitlist': json(201, { status: 'unconfirmed', message: waitlistMessages.checkInbox }),
    });
    const user = renderJoin();
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    await user.type(email, 'ada@example.com');
    const tickets = screen.getByLabelText('Tickets');
    await user.clear(tickets);
    await user.type(tickets, '2');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByRole('status')).toHaveTextContent(waitlistMessages.checkInbox);
    const call = api.calls.find((c) => c.path === '/api/waitlist');
    expect(call?.body).toEqual({
      eventId: '8',
      ticketTypeId: '8-regular',
      email: 'ada@example.com',
      quantity: 2,
      website: '',
    });
  });

  it('prefills the signed-in email and asks no quantity when the tier sells one per order', async () => {
    mockApi({
      'GET /api/me': json(200, { user: { id: 'u1', username: 'ada', email: 'ada.buyer@example.com' }, isAdmin: false }),
    });
    localStorage.setItem('user', JSON.stringify({ id: 'u1', username: 'ada', email: 'ada.buyer@example.com' }));
    const user = renderJoin(1);
    await user.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('ada.buyer@example.com'));
    expect(screen.queryByLabelText('Tickets')).toBeNull();
  });

  it("checks the email and the quantity before sending, and shows the server's sentence", async () => {
    const api = mockApi({ 'POST /api/waitlist': json(409, { message: waitlistMessages.stillOnSale }) });
    const user = renderJoin(3);
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.clear(screen.getByLabelText('Tickets'));
    await user.type(screen.getByLabelText('Tickets'), '5');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(screen.getByText(waitlistMessages.quantity(3))).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/waitlist')).toBe(false);
    await user.clear(screen.getByLabelText('Tickets'));
    await user.type(screen.getByLabelText('Tickets'), '1');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(waitlistMessages.stillOnSale);
  });
});
