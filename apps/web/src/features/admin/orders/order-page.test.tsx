import { type AdminOrderDetail, adminSalesMessages } from '@storefront/contracts/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes, setXsrfCookie } from '../../auth/test-helpers.tsx';
import { ConsoleProvider, organizerConsole } from '../console.tsx';
import { OrderPage } from './order-page.tsx';

const paid: AdminOrderDetail = {
  id: 'o1',
  reference: 'OWB-aaaaaaaaaaaaaaaaaaaaaaaa',
  status: 'paid',
  createdAt: '2027-03-14T10:00:00.000Z',
  updatedAt: '2027-03-14T10:01:00.000Z',
  event: {
    id: '1',
    title: 'Davido Live In Concert',
    startsAt: '2027-04-18T00:00:00.000Z',
    timeZone: 'America/New_York',
    venue: 'State Farm Arena',
    city: 'Atlanta',
  },
  buyer: { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phoneNumber: '+2348031234567', userId: 'u1' },
  gift: null,
  quantity: 2,
  unitPrice: 3000,
  amount: 6000,
  currency: 'NGN',
  payment: {
    provider: 'simulator',
    paidAt: '2027-03-14T10:01:00.000Z',
    holdExpiresAt: '2027-03-14T10:15:00.000Z',
    refundRequestedAt: null,
    refundProviderStatus: null,
    refundError: null,
    refundedAt: null,
  },
  ticket: {
    id: 'TICKET-1-ABC',
    status: 'unused',
    issuedAt: '2027-03-14T10:01:00.000Z',
    usedAt: null,
    admits: 2,
    admitted: 0,
    pagePath: '/ticket/OWB-aaaaaaaaaaaaaaaaaaaaaaaa',
  },
  emails: [
    {
      id: 'e1',
      to: 'ada@example.com',
      subject: 'Your ticket for Davido Live In Concert',
      createdAt: '2027-03-14T10:01:00.000Z',
      sentAt: '2027-03-14T10:01:02.000Z',
      failedAt: null,
      attempts: 1,
      lastError: null,
    },
  ],
  actions: { refund: true, cancelTicket: true, resendTicketEmail: true },
};

const refunded: AdminOrderDetail = {
  ...paid,
  status: 'refunded',
  ticket: paid.ticket ? { ...paid.ticket, status: 'cancelled' } : null,
  payment: {
    ...paid.payment,
    refundRequestedAt: '2027-03-15T09:00:00.000Z',
    refundedAt: '2027-03-15T09:00:01.000Z',
    refundProviderStatus: 'processed',
  },
  actions: { refund: false, cancelTicket: false, resendTicketEmail: false },
};

const admin = { id: 'a1', username: 'admin', email: 'admin@example.com' };
const routes: RouteObject[] = [{ path: '/admin/orders/:id', element: <OrderPage id="o1" /> }];

beforeEach(() => setXsrfCookie());
afterEach(() => vi.unstubAllGlobals());

describe('the order page', () => {
  it('shows the payment, the ticket, the emails, and the start by the venue clock', async () => {
    mockApi({ 'GET /api/me': json(200, { user: admin, isAdmin: true }), 'GET /api/admin/orders/o1': json(200, paid) });
    renderRoutes(routes, ['/admin/orders/o1']);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Order OWB-aaaaaaaaaaaaaaaaaaaaaaaa');
    const event = screen.getByRole('region', { name: 'Event and seats' });
    expect(event).toHaveTextContent('Saturday, 17 April 2027 at 20:00 (Atlanta time)');
    expect(event).toHaveTextContent('2 × NGN 3,000');
    expect(screen.getByRole('region', { name: 'Ticket' })).toHaveTextContent('Valid (unused)');
    expect(screen.getByRole('region', { name: 'Emails sent' })).toHaveTextContent(
      'Your ticket for Davido Live In Concert',
    );
  });

  it("links the buyer's email for a reply, and never a stored address that carries a mailto query", async () => {
    const hostile = { ...paid, buyer: { ...paid.buyer, email: 'ada@example.com?bcc=spy@evil.example' } };
    mockApi({
      'GET /api/me': json(200, { user: admin, isAdmin: true }),
      'GET /api/admin/orders/o1': json(200, hostile),
    });
    const view = renderRoutes(routes, ['/admin/orders/o1']);
    const buyer = await screen.findByRole('region', { name: 'Buyer' });
    expect(buyer).toHaveTextContent('ada@example.com?bcc=spy@evil.example');
    for (const link of view.container.querySelectorAll('a[href^="mailto:"]')) {
      expect(link.getAttribute('href')).not.toMatch(/bcc/i);
    }
    expect(within(buyer).queryByRole('link', { name: /ada@example\.com/ })).toBeNull();
  });

  it("links a plain buyer's email", async () => {
    mockApi({ 'GET /api/me': json(200, { user: admin, isAdmin: true }), 'GET /api/admin/orders/o1': json(200, paid) });
    renderRoutes(routes, ['/admin/orders/o1']);
    const buyer = await screen.findByRole('region', { name: 'Buyer' });
    expect(within(buyer).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
  });

  it('asks before refunding, sends the reason, and shows the refunded order', async () => {
    const { calls } = mockApi({
      'GET /api/me': json(200, { user: admin, isAdmin: true }),
      'GET /api/admin/orders/o1': json(200, paid),
      'POST /api/admin/orders/o1/refund': json(200, { message: adminSalesMessages.refund.done, order: refunded }),
    });
    renderRoutes(routes, ['/admin/orders/o1']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund order' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund this order?' });
    expect(dialog).toHaveTextContent('NGN 6,000 goes back to ada@example.com through the payment simulator.');
    expect(dialog).toHaveTextContent('Its 2 seats go back on sale and ticket TICKET-1-ABC is cancelled at once.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText('Reason (optional, kept in the audit log)'), 'Cannot attend');
    await user.click(within(dialog).getByRole('button', { name: 'Refund NGN 6,000' }));

    expect(await screen.findByRole('status')).toHaveTextContent(adminSalesMessages.refund.done);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Cannot attend' });
    expect(screen.getByRole('button', { name: 'Refund order' })).toBeDisabled();
    expect(screen.getByText('Refunded already.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ticket' })).toHaveTextContent('Cancelled');
  });

  it("keeps the dialog open with the server's refusal, and shows the order as it is now", async () => {
    const pending = { ...paid, status: 'refund_pending' as const, actions: { ...paid.actions, refund: true } };
    const answers = [
      paid,
      { ...pending, payment: { ...pending.payment, refundError: 'The payment service is unavailable (HTTP 502).' } },
    ];
    mockApi({
      'GET /api/me': json(200, { user: admin, isAdmin: true }),
      'GET /api/admin/orders/o1': () => json(200, answers.shift() ?? pending),
      'POST /api/admin/orders/o1/refund': json(502, {
        message: adminSalesMessages.refund.failed('The payment service is unavailable (HTTP 502).'),
      }),
    });
    renderRoutes(routes, ['/admin/orders/o1']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund order' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund NGN 6,000' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The payment service did not take the refund (The payment service is unavailable (HTTP 502)).',
    );
    expect(await screen.findByText('The payment service is unavailable (HTTP 502).')).toBeInTheDocument();
  });

  it('says when the order does not exist', async () => {
    mockApi({
      'GET /api/me': json(200, { user: admin, isAdmin: true }),
      'GET /api/admin/orders/o1': json(404, { message: adminSalesMessages.orderNotFound }),
    });
    renderRoutes(routes, ['/admin/orders/o1']);
    expect(await screen.findByRole('alert')).toHaveTextContent(adminSalesMessages.orderNotFound);
    expect(screen.getByRole('link', { name: 'Back to the orders' })).toHaveAttribute('href', '/admin/orders');
  });
});

describe('the order page in the organizer console', () => {
  it('calls /api/organizer, links back within /organizer, refunds there, and has no audit log link', async () => {
    const { calls } = mockApi({
      'GET /api/organizer/orders/o1': json(200, paid),
      'POST /api/organizer/orders/o1/refund': json(200, { message: adminSalesMessages.refund.done, order: refunded }),
    });
    renderRoutes(
      [
        {
          path: '/organizer/orders/:id',
          element: (
            <ConsoleProvider value={organizerConsole}>
              <OrderPage id="o1" />
            </ConsoleProvider>
          ),
        },
      ],
      ['/organizer/orders/o1'],
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Order OWB-aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/organizer/orders');
    expect(screen.queryByRole('link', { name: 'This order in the audit log' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Refund order' }));
    await user.click(screen.getByRole('button', { name: 'Refund NGN 6,000' }));
    expect(await screen.findByRole('status')).toHaveTextContent(adminSalesMessages.refund.done);
    expect(calls.some((c) => c.path.startsWith('/api/admin'))).toBe(false);
  });
});
