import { messages } from '@storefront/contracts/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPublicConfigCache } from '../../lib/public-config.ts';
import { Component as TicketRoute } from '../../routes/ticket.tsx';
import { SAMPLE_REFERENCE, sampleTicket } from '../../testing/ticket-fixture.ts';
import { json, mockApi, renderRoutes, setXsrfCookie } from '../auth/test-helpers.tsx';
import { ticketLoader } from './ticket-loader.ts';

const toPng = vi.fn<(node: HTMLElement, options: unknown) => Promise<string>>();
vi.mock('html-to-image', () => ({ toPng: (node: HTMLElement, options: unknown) => toPng(node, options) }));

const routes: RouteObject[] = [
  {
    HydrateFallback: () => null,
    children: [{ path: '/ticket/:transactionReference', loader: ticketLoader, Component: TicketRoute }],
  },
];
const path = `/ticket/${SAMPLE_REFERENCE}`;
const api = `GET /api/tickets/${SAMPLE_REFERENCE}`;

const card = () => screen.getByRole('article', { name: 'Davido Live In Concert' });
const field = (label: string) => within(card()).getByText(label, { selector: 'dt' }).nextElementSibling;

beforeEach(() => {
  resetPublicConfigCache();
  toPng.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/ticket/:transactionReference', () => {
  it("shows 'Loading...' and then every field of the ticket, with the QR code of the verify link", async () => {
    let answer: (r: Response) => void = () => {};
    mockApi({ [api]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderRoutes(routes, [path]);
    expect(await screen.findByText(messages.ticket.loading)).toBeInTheDocument();
    answer(json(200, sampleTicket()));
    await screen.findByRole('article', { name: 'Davido Live In Concert' });

    expect(card()).toHaveTextContent('Event date:');
    expect(card()).toHaveTextContent(/2027/);
    // No catalogue id on the buyer's ticket (decision 44).
    expect(within(card()).queryByText('Event ID', { selector: 'dt' })).not.toBeInTheDocument();
    expect(field('Ticket ID')).toHaveTextContent('TICKET-1767225600000-a1b2c3d4');
    expect(field('Transaction reference')).toHaveTextContent(SAMPLE_REFERENCE);
    expect(field('Quantity')).toHaveTextContent('2');
    expect(field('Total price')).toHaveTextContent('NGN 6,000');
    expect(field('Ticket holder')).toHaveTextContent('Ada Obi');
    expect(field('Ticket holder')).toHaveTextContent('ada@example.com');
    expect(field('Status')).toHaveTextContent('Valid (unused)');
    expect(field('Gift for')).toHaveTextContent('Bola Ade');
    expect(field('Gift for')).toHaveTextContent('bola@example.com');
    // The code door staff can type, printed in groups of four (architecture.md §11).
    expect(field('Door code')).toHaveTextContent('K7QM-2XD4');

    const qr = card().querySelector('svg[height="200"][width="200"]');
    expect(qr).not.toBeNull();
    expect(qr?.querySelector('title')).toHaveTextContent('Ticket QR code');
    expect(screen.getByText(/take a screenshot/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Ticket' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      `/api/tickets/${SAMPLE_REFERENCE}/calendar.ics`,
    );
  });

  it('shows the emails as the server gives them: masked for anyone but the buyer or recipient', async () => {
    const masked = sampleTicket({
      ticketHolder: { firstName: 'Ada', lastName: 'Obi', email: 'a•••@example.com' },
      recipient: { firstName: 'Bola', lastName: 'Ade', email: 'b•••@example.com' },
    });
    const { fetchMock } = mockApi({ [api]: json(200, masked) });
    renderRoutes(routes, [path]);
    await screen.findByRole('article', { name: 'Davido Live In Concert' });
    expect(field('Ticket holder')).toHaveTextContent('Ada Obi');
    expect(field('Ticket holder')).toHaveTextContent('a•••@example.com');
    expect(field('Gift for')).toHaveTextContent('Bola Ade');
    expect(field('Gift for')).toHaveTextContent('b•••@example.com');
    expect(within(card()).queryByRole('link')).toBeNull();
    // The session cookie goes with the request, so the signed-in buyer gets the full addresses.
    const request = fetchMock.mock.calls.find(([input]) => String(input) === `/api/tickets/${SAMPLE_REFERENCE}`);
    expect(request?.[1]?.credentials).toBe('same-origin');
  });

  it('encodes the verify link: another link draws another code', async () => {
    mockApi({ [api]: json(200, sampleTicket()) });
    const first = renderRoutes(routes, [path]);
    await screen.findByRole('article');
    const drawn = card().querySelector('svg path:last-of-type')?.getAttribute('d');
    first.unmount();
    mockApi({ [api]: json(200, sampleTicket({ verifyUrl: 'http://localhost/api/verify?ticketId=OTHER' })) });
    renderRoutes(routes, [path]);
    await screen.findByRole('article');
    expect(card().querySelector('svg path:last-of-type')?.getAttribute('d')).not.toBe(drawn);
  });

  it('a used ticket cannot be downloaded, and says why', async () => {
    mockApi({ [api]: json(200, sampleTicket({ status: 'used' })) });
    renderRoutes(routes, [path]);
    expect(await screen.findByText(messages.ticket.notReusable('used'))).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Download Ticket' })).toBeDisabled();
  });

  it('shows the end beside the start and the venue’s full address', async () => {
    mockApi({ [api]: json(200, sampleTicket()) });
    renderRoutes(routes, [path]);
    await screen.findByRole('article', { name: 'Davido Live In Concert' });
    expect(card()).toHaveTextContent('Saturday, 17 April 2027, 20:00 to 00:30 (Atlanta time)');
    expect(card()).toHaveTextContent('State Farm Arena, 1 State Farm Drive, Atlanta, Georgia 30303');
  });

  describe("a cancelled ticket hides its QR and says why, not 'the QR code gets you in'", () => {
    it.each([
      ['refunded', messages.ticket.noQr.refunded],
      ['event-cancelled', messages.ticket.noQr['event-cancelled']],
      ['cancelled', messages.ticket.noQr.cancelled],
    ] as const)('%s', async (cancelReason, why) => {
      mockApi({ [api]: json(200, sampleTicket({ status: 'cancelled', cancelReason, emailDelivery: 'sent' })) });
      renderRoutes(routes, [path]);
      expect(await screen.findByRole('alert')).toHaveTextContent(why);
      expect(within(card()).getByTestId('ticket-no-qr')).toHaveTextContent(why);
      expect(card().querySelector('svg[height="200"]')).toBeNull();
      expect(screen.queryByText(messages.ticket.keepIt)).toBeNull();
      expect(screen.getByRole('button', { name: 'Download Ticket' })).toBeDisabled();
      // Nor does it claim the email is the way in.
      expect(screen.queryByText(messages.ticket.emailSent('ada@example.com'))).toBeNull();
    });

    it('an unused ticket keeps its QR and says it gets you in', async () => {
      mockApi({ [api]: json(200, sampleTicket()) });
      renderRoutes(routes, [path]);
      await screen.findByRole('article');
      expect(screen.getByText(messages.ticket.keepIt)).toBeInTheDocument();
      expect(card().querySelector('svg[height="200"]')).not.toBeNull();
    });
  });

  describe("the ticket email's delivery state when the page opens", () => {
    it("sent: 'Ticket sent to {email}, Check your inbox!', and nothing is sent by opening the page", async () => {
      const { calls } = mockApi({
        [api]: json(200, sampleTicket({ emailDelivery: 'sent', isGift: false, recipient: undefined })),
      });
      renderRoutes(routes, [path]);
      expect(await screen.findByText(messages.ticket.emailSent('ada@example.com'))).toBeInTheDocument();
      expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    });

    it('a gift: sent to its recipient, with a copy to the buyer, as the server mails it (decision 47)', async () => {
      mockApi({ [api]: json(200, sampleTicket({ emailDelivery: 'sent' })) });
      renderRoutes(routes, [path]);
      expect(
        await screen.findByText('Ticket sent to bola@example.com, with a copy to ada@example.com, Check your inbox!'),
      ).toBeInTheDocument();
    });

    it("a gift to the buyer's own address: one email, to the buyer", async () => {
      const self = { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com' };
      mockApi({ [api]: json(200, sampleTicket({ emailDelivery: 'sent', recipient: self })) });
      renderRoutes(routes, [path]);
      expect(await screen.findByText(messages.ticket.emailSent('ada@example.com'))).toBeInTheDocument();
    });

    it("failed: 'Failed to send ticket email, Please download manually.'", async () => {
      mockApi({ [api]: json(200, sampleTicket({ emailDelivery: 'failed' })) });
      renderRoutes(routes, [path]);
      expect(await screen.findByText(messages.ticket.emailFailed)).toHaveAttribute('data-tone', 'error');
    });

    it('still on its way, or a ticket already used: nothing is said', async () => {
      mockApi({ [api]: json(200, sampleTicket({ emailDelivery: 'sending' })) });
      const first = renderRoutes(routes, [path]);
      await screen.findByRole('article');
      expect(screen.queryByText(/Ticket sent to|Failed to send ticket email/)).toBeNull();
      first.unmount();
      mockApi({ [api]: json(200, sampleTicket({ status: 'used', emailDelivery: 'sent' })) });
      renderRoutes(routes, [path]);
      await screen.findByRole('article');
      expect(screen.queryByText(/Ticket sent to/)).toBeNull();
    });
  });

  describe('Send to my email', () => {
    const ada = { 'GET /api/me': json(200, { user: { id: 'u1', username: 'ada', email: 'ada@example.com' } }) };
    const sendButton = () => screen.findByRole('button', { name: 'Send to my email' });

    it("asks the server to mail the ticket by its reference only: 'Ticket sent to {email}, Check your inbox!'", async () => {
      setXsrfCookie();
      const { calls } = mockApi({
        ...ada,
        [api]: json(200, sampleTicket()),
        'POST /api/email/send-ticket-email': json(200, { message: 'x', email: 'ada@example.com' }),
      });
      renderRoutes(routes, [path]);
      await userEvent.click(await sendButton());
      // A gift: the server mails its recipient and the buyer (decision 47).
      expect(
        await screen.findByText(messages.ticket.giftEmailSent('bola@example.com', 'ada@example.com')),
      ).toBeInTheDocument();
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        ticketData: { transactionReference: SAMPLE_REFERENCE },
      });
    });

    it("a refusal: 'Failed to send ticket email, Please download manually.'", async () => {
      setXsrfCookie();
      mockApi({
        ...ada,
        [api]: json(200, sampleTicket()),
        'POST /api/email/send-ticket-email': json(429, { message: 'Too many attempts.' }),
      });
      renderRoutes(routes, [path]);
      await userEvent.click(await sendButton());
      expect(await screen.findByText(messages.ticket.emailFailed)).toHaveAttribute('data-tone', 'error');
    });

    it('is not offered to a guest, nor for a used ticket', async () => {
      mockApi({ [api]: json(200, sampleTicket()) });
      const guest = renderRoutes(routes, [path]);
      await screen.findByRole('article');
      expect(screen.queryByRole('button', { name: 'Send to my email' })).toBeNull();
      guest.unmount();
      mockApi({ ...ada, [api]: json(200, sampleTicket({ status: 'used' })) });
      renderRoutes(routes, [path]);
      await screen.findByText(messages.ticket.notReusable('used'));
      expect(screen.queryByRole('button', { name: 'Send to my email' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Add to calendar' })).toBeNull();
    });
  });

  it("saves the card as ticket-{ticketId}.png at 2x on light grey: 'Ticket downloaded successfully.'", async () => {
    mockApi({ [api]: json(200, sampleTicket()) });
    toPng.mockResolvedValue('data:image/png;base64,AAAA');
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderRoutes(routes, [path]);
    await userEvent.click(await screen.findByRole('button', { name: 'Download Ticket' }));
    expect(await screen.findByText(messages.ticket.downloaded)).toBeInTheDocument();
    expect(toPng).toHaveBeenCalledWith(card(), { pixelRatio: 2, backgroundColor: '#f3f4f6' });
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('ticket-TICKET-1767225600000-a1b2c3d4.png');
    expect(clicked[0]?.href).toBe('data:image/png;base64,AAAA');
  });

  it("a failed image: 'Failed to download ticket, Please try again.'", async () => {
    mockApi({ [api]: json(200, sampleTicket()) });
    toPng.mockRejectedValue(new Error('canvas tainted'));
    renderRoutes(routes, [path]);
    await userEvent.click(await screen.findByRole('button', { name: 'Download Ticket' }));
    expect(await screen.findByText(messages.ticket.downloadFailed)).toHaveAttribute('data-tone', 'error');
    expect(screen.getByRole('button', { name: 'Download Ticket' })).toBeEnabled();
  });

  it.each([
    ['404', json(404, { message: 'Ticket not found' })],
    ['400 (a reference that cannot exist)', json(400, { message: 'This transaction reference is not valid.' })],
  ])("%s: 'Ticket not found'", async (_name, reply) => {
    mockApi({ [api]: reply });
    renderRoutes(routes, [path]);
    expect(await screen.findByRole('heading', { name: messages.ticket.notFound })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Ticket' })).not.toBeInTheDocument();
  });

  it("other failures: 'Failed to fetch ticket: {status text}' with the support contact", async () => {
    mockApi({ [api]: new Response('', { status: 503, statusText: 'Service Unavailable' }) });
    renderRoutes(routes, [path]);
    expect(await screen.findByText('Failed to fetch ticket: Service Unavailable')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
  });

  it('Send to a friend (signed in): the friend gets the link through the server, and the page says so', async () => {
    setXsrfCookie();
    const { calls } = mockApi({
      'GET /api/me': json(200, {
        user: { id: 'u1', username: 'ada', email: 'ada@example.com' },
        isAdmin: false,
        isStaff: false,
      }),
      [api]: json(200, sampleTicket()),
      [`POST /api/tickets/${SAMPLE_REFERENCE}/send-to-friend`]: json(200, {
        message: 'The ticket is on its way to tolu@example.com. They show its QR code at the door.',
        email: 'tolu@example.com',
      }),
    });
    renderRoutes(routes, [path]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send to a friend' }));
    const email = screen.getByLabelText("Your friend's email");
    await user.type(email, 'not an email');
    await user.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(screen.getByText(messages.validation.email)).toBeVisible();
    await user.clear(email);
    await user.type(email, 'tolu@example.com');
    await user.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(await screen.findByText(/on its way to tolu@example.com/)).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ email: 'tolu@example.com' }]);
  });

  it('offers no Send to a friend to a guest, nor for a used ticket', async () => {
    mockApi({ [api]: json(200, sampleTicket()) });
    const { unmount } = renderRoutes(routes, [path]);
    await screen.findByRole('article', { name: 'Davido Live In Concert' });
    expect(screen.queryByRole('button', { name: 'Send to a friend' })).toBeNull();
    unmount();
    mockApi({
      'GET /api/me': json(200, {
        user: { id: 'u1', username: 'ada', email: 'ada@example.com' },
        isAdmin: false,
        isStaff: false,
      }),
      [api]: json(200, sampleTicket({ status: 'used', admitted: 2 })),
    });
    renderRoutes(routes, [path]);
    await screen.findByRole('article', { name: 'Davido Live In Concert' });
    expect(screen.queryByRole('button', { name: 'Send to a friend' })).toBeNull();
  });
});
