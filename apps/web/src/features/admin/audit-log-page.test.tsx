import type { AuditEntry, PagedAnswer } from '@storefront/contracts/messages';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes } from '../auth/test-helpers.tsx';
import { AuditLogPage } from './audit-log-page.tsx';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: over.targetId ?? 'x',
  actorUserId: 'u1',
  actorEmail: 'back.office@example.com',
  action: 'event.update',
  targetType: 'event',
  targetId: '12',
  subject: null,
  before: null,
  after: null,
  createdAt: '2027-03-14T12:00:00.000Z',
  ...over,
});

const entries: AuditEntry[] = [
  entry({ targetType: 'event', targetId: '12', subject: { name: 'Tems Live', detail: null } }),
  entry({
    action: 'order.refund',
    targetType: 'order',
    targetId: '6f1c-order',
    subject: { name: 'OWB-abc123', detail: 'Chioma Eze · Asake: Lungu Boy Tour' },
  }),
  entry({
    action: 'support.reply',
    actorEmail: 'payment provider (webhook)',
    targetType: 'support_ticket',
    targetId: 'SUP-7K2M9QXA',
    subject: { name: 'Where is my ticket?', detail: 'kemi@example.com' },
  }),
  entry({ targetType: 'event', targetId: 'GONE', subject: null }),
];

afterEach(() => vi.unstubAllGlobals());

describe('the audit log', () => {
  it('names who did it and what it was done to, linked to its page, with its id', async () => {
    const page: PagedAnswer<AuditEntry> = { items: entries, page: 1, pageSize: 25, total: entries.length };
    mockApi({ 'GET /api/admin/audit-log': json(200, page) });
    renderRoutes([{ path: '/admin/audit-log', element: <AuditLogPage /> }], ['/admin/audit-log']);

    const event = await screen.findByRole('row', { name: /Tems Live/ });
    expect(within(event).getByText('back.office@example.com')).toBeInTheDocument();
    expect(within(event).getByRole('link', { name: 'Tems Live' })).toHaveAttribute('href', '/admin/events/12');
    expect(within(event).getByText('12')).toBeInTheDocument();

    const order = screen.getByRole('row', { name: /OWB-abc123/ });
    expect(within(order).getByRole('link', { name: 'OWB-abc123' })).toHaveAttribute('href', '/admin/orders/6f1c-order');
    expect(within(order).getByText('Chioma Eze · Asake: Lungu Boy Tour')).toBeInTheDocument();

    const support = screen.getByRole('row', { name: /Where is my ticket\?/ });
    expect(within(support).getByRole('link', { name: 'Where is my ticket?' })).toHaveAttribute(
      'href',
      '/admin/support/SUP-7K2M9QXA',
    );
    expect(within(support).getByText('kemi@example.com')).toBeInTheDocument();
    expect(within(support).getByText('Support ticket')).toBeInTheDocument();

    const gone = screen.getByRole('row', { name: /GONE/ });
    expect(within(gone).queryByRole('link')).not.toBeInTheDocument();
    expect(within(gone).getByText('Event')).toBeInTheDocument();
  });
});
