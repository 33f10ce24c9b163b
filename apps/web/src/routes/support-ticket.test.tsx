import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../features/auth/test-helpers.tsx';
import { SessionProvider } from '../lib/session/session-provider.tsx';
import { Component as SupportTicketPage } from './support-ticket.tsx';

function renderAt(url: string) {
  mockApi({ 'GET /api/support-tickets/events': json(200, []) });
  const router = createMemoryRouter([{ path: '/helpdesk/ticket', element: <SupportTicketPage /> }], {
    initialEntries: [url],
  });
  render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

// /helpdesk/ticket: where the Create Ticket form posted without scripts lands (decision 28).
describe('the support ticket page', () => {
  it('shows the number the server named after the post', () => {
    renderAt('/helpdesk/ticket?submitted=SUP-AB12CD34');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ticket submitted successfully! Your ticket number is SUP-AB12CD34. We will answer at the email address you gave.',
    );
  });

  it('shows the message of the field to correct at that field', () => {
    renderAt('/helpdesk/ticket?problem=subject');
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Subject must be at least 5 characters.')).toBeInTheDocument();
  });

  it('says so when the limit was reached, and ignores what is not an outcome', () => {
    renderAt('/helpdesk/ticket?problem=too-many&retry=120');
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Please wait 120 seconds and try again.');
  });

  it('ignores a query that is not one of its outcomes', () => {
    renderAt('/helpdesk/ticket?submitted=<b>hi</b>&problem=nope');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
