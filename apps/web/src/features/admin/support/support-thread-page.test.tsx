import { adminSupportMessages, type SupportTicketDetail } from '@storefront/contracts/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes, setXsrfCookie } from '../../auth/test-helpers.tsx';
import { SupportThreadPage } from './support-thread-page.tsx';

const ticket: SupportTicketDetail = {
  id: 'SUP-ABCDEFGH',
  email: 'kemi@example.com',
  subject: 'Where is my ticket?',
  category: 'Ticketing',
  event: { id: '1', name: 'Davido Live In Concert' },
  reference: 'OWB-abcdefghijklmnopqrstuvwx',
  userId: 'guest',
  status: 'open',
  createdAt: '2027-03-14T10:00:00.000Z',
  updatedAt: '2027-03-14T10:00:00.000Z',
  messages: [
    {
      id: 'SUP-ABCDEFGH-1',
      author: 'requester',
      authorEmail: 'kemi@example.com',
      body: 'I paid but\nnothing came.',
      createdAt: '2027-03-14T10:00:00.000Z',
      email: null,
    },
  ],
};

const reply = {
  id: 'm2',
  author: 'staff' as const,
  authorEmail: 'admin@example.com',
  body: 'It is on its way.',
  createdAt: '2027-03-14T11:00:00.000Z',
  email: { to: 'kemi@example.com', sentAt: null, failedAt: null },
};

const routes: RouteObject[] = [{ path: '/admin/support/:id', element: <SupportThreadPage id="SUP-ABCDEFGH" /> }];

beforeEach(() => setXsrfCookie());
afterEach(() => vi.unstubAllGlobals());

describe('a support thread', () => {
  it('checks the reply before sending, then sends it and shows it in the thread', async () => {
    const { calls } = mockApi({
      'GET /api/admin/support-tickets/SUP-ABCDEFGH': json(200, ticket),
      'POST /api/admin/support-tickets/SUP-ABCDEFGH/replies': json(201, {
        message: adminSupportMessages.replied('kemi@example.com'),
        ticket: { ...ticket, status: 'answered', messages: [...ticket.messages, reply] },
      }),
    });
    renderRoutes(routes, ['/admin/support/SUP-ABCDEFGH']);
    const thread = await screen.findByRole('list', { name: 'Thread' });
    expect(within(thread).getByRole('article', { name: 'Request from kemi@example.com' })).toHaveTextContent(
      'I paid but nothing came.',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(screen.getByRole('alert')).toHaveTextContent(adminSupportMessages.replyLength);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Reply to kemi@example.com'), 'It is on its way.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your reply is on its way to kemi@example.com');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ body: 'It is on its way.' });
    expect(screen.getByRole('article', { name: 'Reply from admin@example.com' })).toHaveTextContent(
      'Waiting to be emailed to kemi@example.com',
    );
    expect(screen.getByLabelText('Reply to kemi@example.com')).toHaveValue('');
    expect(screen.getByText('Answered', { selector: 'span' })).toBeInTheDocument();
  });

  it('sets the status, and only when it changes', async () => {
    const { calls } = mockApi({
      'GET /api/admin/support-tickets/SUP-ABCDEFGH': json(200, ticket),
      'POST /api/admin/support-tickets/SUP-ABCDEFGH/status': json(200, {
        message: adminSupportMessages.statusSet('closed'),
        ticket: { ...ticket, status: 'closed' },
      }),
    });
    renderRoutes(routes, ['/admin/support/SUP-ABCDEFGH']);
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Set status' });
    expect(button).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Status'), 'closed');
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('The ticket is now closed.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ status: 'closed' });
  });
});
