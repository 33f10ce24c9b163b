import { tierMessages, waitlistMessages } from '@storefront/contracts/rules';
import { render, screen, waitFor, within } from '@testing-library/react';
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

  it('fills the email when the session answers after the form opened', async () => {
    const signedIn = json(200, { user: { id: 'u1', username: 'ada', email: 'ada.late@example.com' }, isAdmin: false });
    let answer: (reply: Response) => void = () => {};
    mockApi({ 'GET /api/me': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const user = renderJoin(1);
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
    answer(signedIn);
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('ada.late@example.com'));
  });

  it('keeps an email typed before the session answered', async () => {
    const signedIn = json(200, { user: { id: 'u1', username: 'ada', email: 'ada.late@example.com' }, isAdmin: false });
    let answer: (reply: Response) => void = () => {};
    mockApi({ 'GET /api/me': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const user = renderJoin(1);
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    await user.type(screen.getByLabelText('Email'), 'friend@example.com');
    answer(signedIn);
    await waitFor(() => expect(localStorage.getItem('user')).toContain('ada.late'));
    expect(screen.getByLabelText('Email')).toHaveValue('friend@example.com');
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

  it('beside a tier in the purchase form: named for it, a fieldset whose Enter sends the join, the purchase form untouched', async () => {
    const api = mockApi({
      'POST /api/waitlist': json(201, { status: 'unconfirmed', message: waitlistMessages.checkInbox }),
    });
    setXsrfCookie();
    const purchase = vi.fn((submitted: { preventDefault(): void }) => submitted.preventDefault());
    render(
      <SessionProvider>
        <form aria-label="Ticket purchase" onSubmit={purchase}>
          <WaitlistJoin event={event} tier={{ id: '8-vip', name: 'VIP', maxPerOrder: 2 }} named insideForm />
          <button type="submit">Continue</button>
        </form>
      </SessionProvider>,
    );
    const user = userEvent.setup();
    // The visible words stay 'Join the waitlist'; the name says whose.
    const open = screen.getByRole('button', { name: 'Join the waitlist for VIP' });
    expect(open).toHaveTextContent(/^Join the waitlist for VIP$/);
    expect(open.querySelector('.sr-only')).toHaveTextContent('for VIP');
    await user.click(open);
    const group = screen.getByRole('group', { name: 'Join the waitlist' });
    expect(group).toHaveTextContent('VIP for Asa Live is sold out.');
    // Forms do not nest: a fieldset, whose Enter sends the join and not the purchase form.
    expect(screen.getByRole('form', { name: 'Ticket purchase' }).querySelectorAll('form')).toHaveLength(0);
    const email = within(group).getByLabelText('Email');
    await user.type(email, 'not-an-email{Enter}');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.clear(email);
    await user.type(email, 'ada@example.com{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(waitlistMessages.checkInbox);
    expect(api.calls.find((c) => c.path === '/api/waitlist')?.body).toEqual({
      eventId: '8',
      ticketTypeId: '8-vip',
      email: 'ada@example.com',
      quantity: 1,
      website: '',
    });
    expect(purchase).not.toHaveBeenCalled();
  });

  it('inside the purchase form, its button sends the join and not that form', async () => {
    const api = mockApi({ 'POST /api/waitlist': json(409, { message: waitlistMessages.stillOnSale }) });
    setXsrfCookie();
    const purchase = vi.fn((submitted: { preventDefault(): void }) => submitted.preventDefault());
    render(
      <SessionProvider>
        <form aria-label="Ticket purchase" onSubmit={purchase}>
          <WaitlistJoin event={event} tier={{ id: '8-vip', name: 'VIP', maxPerOrder: 1 }} named insideForm />
        </form>
      </SessionProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Join the waitlist for VIP' }));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist for VIP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(waitlistMessages.stillOnSale);
    expect(api.calls.filter((c) => c.path === '/api/waitlist')).toHaveLength(1);
    expect(purchase).not.toHaveBeenCalled();
  });

  it("starts at a tier's minimum per order and refuses fewer, in the server's words", async () => {
    const api = mockApi({});
    setXsrfCookie();
    render(
      <SessionProvider>
        <WaitlistJoin event={event} tier={{ id: '8-table', name: 'Table', maxPerOrder: 4, minPerOrder: 2 }} named />
      </SessionProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Join the waitlist for Table' }));
    expect(screen.getByLabelText('Tickets')).toHaveValue(2);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.clear(screen.getByLabelText('Tickets'));
    await user.type(screen.getByLabelText('Tickets'), '1');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist for Table' }));
    expect(screen.getByText(tierMessages.belowMinimum('Table', 2))).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/waitlist')).toBe(false);
  });
});
