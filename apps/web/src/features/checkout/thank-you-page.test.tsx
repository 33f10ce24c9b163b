import { messages } from '@storefront/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as ThankYouRoute } from '../../routes/thank-you.tsx';
import { SAMPLE_REFERENCE, sampleTicket } from '../../testing/ticket-fixture.ts';
import { json, LocationProbe, mockApi, renderRoutes } from '../auth/test-helpers.tsx';
import { sampleOrder } from './order-fixture.ts';
import { PAYMENT_SUCCESS_KEY, setPaymentSuccess } from './payment-success-flag.ts';
import { CANCELLED_SINCE } from './thank-you-page.tsx';

const routes: RouteObject[] = [
  { path: '/thank-you/:id', Component: ThankYouRoute },
  { path: '*', element: <LocationProbe /> },
];

const details = () => screen.getByRole('region', { name: 'Your purchase' });
const more = () => screen.getByRole('region', { name: 'Order details' });
/** A row of either card: the essential ones above View Ticket, the rest below (decision 47). */
const row = (label: string) =>
  (within(details()).queryByText(label) ?? within(more()).getByText(label)).nextElementSibling;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('/thank-you/:id', () => {
  it('without the payment-success flag, replaces itself with the ticket form of that event', async () => {
    mockApi({});
    const { router } = renderRoutes(routes, ['/', { pathname: '/thank-you/1', state: { ticket: sampleTicket() } }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ticket-purchase/1'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows every field of the purchase, with the recipient of a gift', async () => {
    mockApi({});
    setPaymentSuccess();
    renderRoutes(routes, [{ pathname: '/thank-you/1', state: { ticket: sampleTicket(), order: sampleOrder() } }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You for Your Purchase!' })).toBeInTheDocument();
    // A gift: the server mails the recipient, and a copy to the buyer; the note says both (decision 47).
    expect(screen.getByTestId('ticket-delivery')).toHaveTextContent(
      'Your payment was successful. The ticket will be emailed to bola@example.com, the recipient, with a copy to you at ada@example.com.',
    );
    expect(row('Transaction reference')).toHaveTextContent(SAMPLE_REFERENCE);
    expect(row('Ticket ID')).toHaveTextContent('TICKET-1767225600000-a1b2c3d4');
    expect(row('Customer name')).toHaveTextContent('Ada Obi');
    expect(row('Email')).toHaveTextContent('ada@example.com');
    expect(row('Event')).toHaveTextContent('Davido Live In Concert');
    expect(row('Tickets purchased')).toHaveTextContent('2');
    expect(row('Total paid')).toHaveTextContent('NGN 6,000');
    expect(row('Recipient name')).toHaveTextContent('Bola Ade');
    expect(row('Recipient email')).toHaveTextContent('bola@example.com');
  });

  it('puts the essential rows before View Ticket and the rest after it, so a phone shows the buttons first (decision 47)', async () => {
    mockApi({});
    setPaymentSuccess();
    renderRoutes(routes, [{ pathname: '/thank-you/1', state: { ticket: sampleTicket(), order: sampleOrder() } }]);
    await screen.findByRole('region', { name: 'Your purchase' });
    const labels = (region: HTMLElement) => [...region.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(labels(details())).toEqual(['Event', 'Tickets purchased', 'Total paid', 'Transaction reference']);
    expect(labels(more())).toEqual(['Ticket ID', 'Customer name', 'Email', 'Recipient name', 'Recipient email']);
    const viewTicket = screen.getByRole('button', { name: 'View Ticket' });
    // DOCUMENT_POSITION_FOLLOWING: View Ticket comes after the first card and before the second.
    expect(details().compareDocumentPosition(viewTicket) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(viewTicket.compareDocumentPosition(more()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("a purchase for oneself, or a gift to the buyer's own address: one email, to the buyer", async () => {
    mockApi({});
    setPaymentSuccess();
    const self = { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com' };
    renderRoutes(routes, [{ pathname: '/thank-you/1', state: { ticket: sampleTicket({ recipient: self }) } }]);
    expect(await screen.findByTestId('ticket-delivery')).toHaveTextContent(
      'Your payment was successful. A confirmation email with your ticket will be sent to ada@example.com.',
    );
  });

  it('shows no recipient rows for a ticket that is not a gift', async () => {
    mockApi({});
    setPaymentSuccess();
    const ticket = sampleTicket({ isGift: false, recipient: undefined });
    renderRoutes(routes, [{ pathname: '/thank-you/1', state: { ticket } }]);
    await screen.findByRole('region', { name: 'Your purchase' });
    expect(within(more()).queryByText('Recipient name')).not.toBeInTheDocument();
  });

  it('View Ticket opens the ticket page of the reference', async () => {
    mockApi({});
    setPaymentSuccess();
    const { router } = renderRoutes(routes, [{ pathname: '/thank-you/1', state: { ticket: sampleTicket() } }]);
    await userEvent.click(await screen.findByRole('button', { name: 'View Ticket' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/ticket/${SAMPLE_REFERENCE}`));
  });

  it("refuses View Ticket without a reference: 'Unable to view ticket: Invalid transaction reference'", async () => {
    mockApi({});
    setPaymentSuccess();
    const { router } = renderRoutes(routes, ['/thank-you/1']);
    await screen.findByRole('region', { name: 'Your purchase' });
    expect(row('Transaction reference')).toHaveTextContent('N/A');
    await userEvent.click(screen.getByRole('button', { name: 'View Ticket' }));
    expect(await screen.findByText(messages.ticket.invalidReference)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/thank-you/1');
  });

  it('with only the reference (state without the ticket), fetches the ticket again', async () => {
    const { calls } = mockApi({ [`GET /api/tickets/${SAMPLE_REFERENCE}`]: json(200, sampleTicket()) });
    setPaymentSuccess();
    renderRoutes(routes, [{ pathname: '/thank-you/1', state: { reference: SAMPLE_REFERENCE } }]);
    await waitFor(() => expect(row('Ticket ID')).toHaveTextContent('TICKET-1767225600000-a1b2c3d4'));
    expect(calls.filter((c) => c.path.startsWith('/api/tickets/'))).toHaveLength(1);
  });

  it('opened again after the ticket was cancelled (a refund), reads it afresh and says so', async () => {
    mockApi({ [`GET /api/tickets/${SAMPLE_REFERENCE}`]: json(200, sampleTicket({ status: 'cancelled' })) });
    setPaymentSuccess();
    renderRoutes(routes, [{ pathname: '/thank-you/1', state: { ticket: sampleTicket(), order: sampleOrder() } }]);
    expect(await screen.findByRole('alert')).toHaveTextContent(CANCELLED_SINCE);
  });

  it('Return to Home clears the flag and goes home', async () => {
    mockApi({});
    setPaymentSuccess();
    const { router } = renderRoutes(routes, [{ pathname: '/thank-you/1', state: { ticket: sampleTicket() } }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Return to Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStorage.getItem(PAYMENT_SUCCESS_KEY)).toBeNull();
  });

  it('Return to Home lands on home even when home loads data first (the flag is cleared after)', async () => {
    mockApi({});
    setPaymentSuccess();
    // Home with a loader that takes a moment, as the landing page's does: the thank-you page
    // re-renders while the navigation is pending.
    let release = () => {};
    const slowHome: RouteObject[] = [
      { path: '/thank-you/:id', Component: ThankYouRoute },
      {
        path: '/',
        loader: () => new Promise<null>((resolve) => (release = () => resolve(null))),
        element: <LocationProbe />,
      },
      { path: '*', element: <LocationProbe /> },
    ];
    const { router } = renderRoutes(slowHome, [{ pathname: '/thank-you/1', state: { ticket: sampleTicket() } }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Return to Home' }));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStorage.getItem(PAYMENT_SUCCESS_KEY)).toBeNull();
    expect(router.state.location.pathname).not.toBe('/ticket-purchase/1');
  });

  it("reopened in another tab (no flag), shows the signed-in buyer's purchase for the event from the server", async () => {
    const older = { ...sampleTicket(), transactionReference: 'OWB-olderolderolderolderolde', eventId: '1' };
    mockApi({
      'GET /api/me': json(200, { user: { id: 'u1', username: 'ada', email: 'ada@example.com' } }),
      'GET /api/my-tickets': json(200, {
        tickets: [
          { ...older, eventId: '2', transactionReference: 'OWB-othereventothereventothe', relation: 'bought' },
          { ...sampleTicket(), relation: 'gift' },
          { ...sampleTicket(), relation: 'bought' },
          { ...older, relation: 'bought' },
        ],
      }),
      [`GET /api/tickets/${SAMPLE_REFERENCE}`]: json(200, sampleTicket()),
    });
    renderRoutes(routes, ['/thank-you/1']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You for Your Purchase!' })).toBeInTheDocument();
    expect(row('Transaction reference')).toHaveTextContent(SAMPLE_REFERENCE);
    await waitFor(() => expect(row('Ticket ID')).toHaveTextContent('TICKET-1767225600000-a1b2c3d4'));
  });

  it('reopened by a signed-in buyer with no purchase for the event: the ticket form', async () => {
    mockApi({
      'GET /api/me': json(200, { user: { id: 'u1', username: 'ada', email: 'ada@example.com' } }),
      'GET /api/my-tickets': json(200, { tickets: [] }),
    });
    const { router } = renderRoutes(routes, ['/thank-you/1']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ticket-purchase/1'));
  });
});
