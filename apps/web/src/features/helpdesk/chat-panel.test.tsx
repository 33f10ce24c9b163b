import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../auth/test-helpers.tsx';
import { replyTo } from './chat-assistant.ts';
import { ChatPanel } from './chat-panel.tsx';

const reference = 'OWB-abcdefghijklmnopqrstuvwx';
const ticket = {
  ticketId: 'TICKET-1700000000000-ABCDEFGH',
  transactionReference: reference,
  eventId: '1',
  eventTitle: 'Burna Boy Live',
  eventDate: '2030-01-01T19:00:00.000Z',
  venue: 'Eko Hotel',
  city: 'Lagos',
  timeZone: 'Africa/Lagos',
  ticketHolder: { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com' },
  isGift: false,
  ticketQuantity: 1,
  totalPrice: 5000,
  status: 'unused',
  verificationToken: 'token',
  verifyUrl: 'http://localhost/api/verify?x=1',
};

afterEach(() => vi.unstubAllGlobals());

describe('replyTo', () => {
  it('answers from the help content by keywords, and offers the form when it cannot help', () => {
    const text = (message: string) => {
      const reply = replyTo(message);
      return reply.kind === 'answer' ? reply.answer : null;
    };
    expect(text('How do I buy tickets?')?.text).toMatch(/via the Events page/);
    expect(text('can i get my money back')?.text).toMatch(/within 24 hours of purchase/);
    expect(text('How do I get a refund?')?.text).toMatch(/within 24 hours of purchase/);
    expect(text('My card was declined')?.offerTicket).toBe(true);
    expect(text('Can I send a ticket to a friend as a gift?')?.text).toMatch(/gift option/);
    expect(text('What is the meaning of life?')).toMatchObject({ text: /Sorry/, offerTicket: true });
    expect(text('my ref is OWB-123')?.text).toMatch(/OWB- followed by 24/);
  });

  it('finds a transaction reference anywhere in the message', () => {
    expect(replyTo(`status of ${reference} please`)).toEqual({ kind: 'lookup', reference });
  });
});

function renderChat(onCreateTicket = vi.fn()) {
  const router = createMemoryRouter(
    [{ path: '/helpdesk', element: <ChatPanel onClose={vi.fn()} onCreateTicket={onCreateTicket} /> }],
    { initialEntries: ['/helpdesk'] },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

describe('ChatPanel', () => {
  it('answers an FAQ question typed by the user', async () => {
    mockApi({});
    const user = renderChat();
    const dialog = screen.getByRole('dialog', { name: 'Chat with our assistant' });
    await user.type(within(dialog).getByLabelText('Your message'), 'How can I get a refund?{Enter}');
    const log = within(dialog).getByRole('log');
    expect(within(log).getByText(/Refunds are available within 24 hours of purchase/)).toBeVisible();
    expect(within(dialog).getByLabelText('Your message')).toHaveValue('');
  });

  it("looks up a ticket's status by its reference and links to the ticket page", async () => {
    const { calls } = mockApi({ [`GET /api/tickets/${reference}`]: json(200, ticket) });
    const user = renderChat();
    await user.type(screen.getByLabelText('Your message'), `Where is my ticket ${reference}?{Enter}`);
    expect(await screen.findByText(/I found your ticket for Burna Boy Live\. Status: unused/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'View ticket' })).toHaveAttribute('href', `/ticket/${reference}`);
    expect(calls.map((c) => c.path)).toContain(`/api/tickets/${reference}`);
  });

  it('offers the support form for a reference it cannot find', async () => {
    mockApi({});
    const onCreateTicket = vi.fn();
    const user = renderChat(onCreateTicket);
    await user.type(screen.getByLabelText('Your message'), `${reference}{Enter}`);
    expect(await screen.findByText(/could not find a ticket with the reference/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create a support ticket' }));
    expect(onCreateTicket).toHaveBeenCalledOnce();
  });
});

describe("'I was debited but have no ticket'", () => {
  const order = (status: string, message: string | null = null) => ({
    reference,
    eventId: '1',
    eventTitle: 'Burna Boy Live',
    status,
    ticketQuantity: 1,
    amount: 5000,
    createdAt: '2030-01-01T10:00:00.000Z',
    message,
  });
  const ask = async (user: ReturnType<typeof userEvent.setup>, text: string) => {
    await user.type(screen.getByLabelText('Your message'), text);
    await user.click(screen.getByRole('button', { name: 'Send' }));
  };
  const log = () => screen.getByRole('log', { name: 'Conversation' });

  it.each(['I was debited but have no ticket', 'money was taken from my account', "I paid but didn't get my ticket"])(
    '"%s" looks the order up',
    (text) => {
      expect(replyTo(text)).toEqual({ kind: 'orders' });
    },
  );

  it("explains a signed-in buyer's newest order: on its way, with what happens next", async () => {
    mockApi({ 'GET /api/my-orders': json(200, { orders: [order('pending')] }) });
    const user = renderChat();
    await ask(user, 'I was debited but have no ticket');
    expect(await within(log()).findByText(/We have not had word of your payment for Burna Boy Live/)).toBeVisible();
    expect(within(log()).getByText(/seats stay held for 30 minutes/)).toBeVisible();
  });

  it('a paid order: the ticket was issued, with its link', async () => {
    mockApi({ 'GET /api/my-orders': json(200, { orders: [order('paid')] }) });
    const user = renderChat();
    await ask(user, 'my account was charged');
    expect(await within(log()).findByText(/went through and your ticket was issued/)).toBeVisible();
    expect(within(log()).getByRole('link', { name: 'View ticket' })).toHaveAttribute('href', `/ticket/${reference}`);
  });

  it('a guest is asked for the reference or to sign in', async () => {
    mockApi({ 'GET /api/my-orders': json(401, { message: 'Please sign in.' }) });
    const user = renderChat();
    await ask(user, 'I was debited');
    expect(await within(log()).findByText(/I could not find an order to look at/)).toBeVisible();
    expect(within(log()).getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  it('a typed reference with no ticket yet: what became of its order (a refund on its way)', async () => {
    const refund = 'Your payment arrived after your seats were released. It will be refunded.';
    mockApi({
      [`GET /api/tickets/${reference}`]: json(404, { message: 'Ticket not found' }),
      [`GET /api/verify-transaction/${reference}`]: json(200, {
        data: { status: 'success', reference, orderStatus: 'refund_pending', ticket: null, message: refund },
      }),
    });
    const user = renderChat();
    await ask(user, `I paid, ref ${reference}`);
    expect(await within(log()).findByText(`${refund} You do not need to do anything.`)).toBeVisible();
  });

  it('says it is an assistant, and Talk to a person opens the support form', async () => {
    mockApi({});
    const onCreateTicket = vi.fn();
    const user = renderChat(onCreateTicket);
    expect(screen.getByRole('dialog', { name: 'Chat with our assistant' })).toBeVisible();
    expect(screen.getByText('An automatic assistant answers here, not a person.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Talk to a person' }));
    expect(onCreateTicket).toHaveBeenCalled();
  });
});
