import type { SupportInboxAnswer } from '@storefront/contracts/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes } from '../../auth/test-helpers.tsx';
import { SupportInboxPage } from './support-inbox-page.tsx';

const row = {
  id: 'SUP-ABCDEFGH',
  email: 'kemi@example.com',
  subject: 'Where is my ticket?',
  category: 'Ticketing',
  eventName: null,
  status: 'open' as const,
  replies: 0,
  createdAt: '2027-03-14T10:00:00.000Z',
  updatedAt: '2027-03-14T10:00:00.000Z',
};
const answer = (over: Partial<SupportInboxAnswer> = {}): SupportInboxAnswer => ({
  items: [row],
  page: 1,
  pageSize: 25,
  total: 1,
  counts: { open: 1, answered: 4, closed: 2 },
  ...over,
});

const routes: RouteObject[] = [{ path: '/admin/support', element: <SupportInboxPage /> }];
afterEach(() => vi.unstubAllGlobals());

describe('the support inbox', () => {
  it('shows each status with its count, and filters by it through the URL', async () => {
    const { calls } = mockApi({
      'GET /api/admin/support-tickets': json(200, answer()),
      'GET /api/admin/support-tickets?status=answered': json(200, answer({ items: [], total: 0 })),
    });
    renderRoutes(routes, ['/admin/support']);
    expect(await screen.findByRole('link', { name: 'Where is my ticket?' })).toHaveAttribute(
      'href',
      '/admin/support/SUP-ABCDEFGH',
    );
    expect(screen.getByRole('button', { name: 'All (7)' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Answered (4)' }));
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Answered (4)' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.map((c) => c.path)).toContain('/api/admin/support-tickets?status=answered');
  });
});
