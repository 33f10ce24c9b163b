import { messages } from '@storefront/contracts/messages';
import { SUPPORT_REFERENCE_PROBLEM } from '@storefront/contracts/rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetPublicConfigCache } from '../../lib/public-config.ts';
import { SessionProvider } from '../../lib/session/session-provider.tsx';
import { json, mockApi } from '../auth/test-helpers.tsx';
import { HelpdeskPage } from './helpdesk-page.tsx';

const events = [
  { id: '1', name: 'Burna Boy Live' },
  { id: '2', name: 'Tems in Lagos' },
];

function renderPage() {
  const router = createMemoryRouter([{ path: '/helpdesk', element: <HelpdeskPage /> }], {
    initialEntries: ['/helpdesk'],
  });
  render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return userEvent.setup();
}

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Create Ticket' }));
  return screen.getByRole('dialog', { name: 'Create a support ticket' });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
  await user.type(within(dialog).getByLabelText('Subject'), 'Ticket never arrived');
  await user.type(within(dialog).getByLabelText('Description'), 'I paid yesterday and have no email.');
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetPublicConfigCache();
});

describe('Create Ticket before and after the scripts run', () => {
  it("is a link to the form's own page, and opens the modal on a click once hydrated", async () => {
    mockApi({ 'GET /api/support-tickets/events': json(200, events) });
    const user = renderPage();
    const create = screen.getByRole('button', { name: 'Create Ticket' });
    expect(create.tagName).toBe('A');
    expect(create).toHaveAttribute('href', '/helpdesk/ticket');
    await user.click(create);
    const dialog = screen.getByRole('dialog', { name: 'Create a support ticket' });
    // The form inside posts to the same page when it has no scripts; the browser checks it first.
    const form = within(dialog).getByRole('button', { name: 'Submit Ticket' }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/helpdesk/ticket');
    for (const name of ['email', 'subject', 'description', 'reference', 'category', 'eventId', 'website']) {
      expect(form?.querySelector(`[name="${name}"]`), name).not.toBeNull();
    }
    expect(within(dialog).getByLabelText('Subject')).toHaveAttribute('minlength', '5');
    expect(within(dialog).getByLabelText('Description')).toHaveAttribute('minlength', '10');
    // Scripts running: the spec's messages instead of the browser's.
    expect((form as HTMLFormElement).noValidate).toBe(true);
  });
});

describe('Create Ticket modal', () => {
  it('shows the product.md §5 message for each invalid field, in order, and sends nothing', async () => {
    const { calls } = mockApi({ 'GET /api/support-tickets/events': json(200, events) });
    const user = renderPage();
    const dialog = await openModal(user);
    const submit = within(dialog).getByRole('button', { name: 'Submit Ticket' });

    await user.click(submit);
    expect(within(dialog).getByText(messages.validation.email)).toBeVisible();
    expect(within(dialog).getByLabelText('Email')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Subject'), 'Help');
    await user.click(submit);
    expect(within(dialog).getByText('Subject must be at least 5 characters.')).toBeVisible();

    await user.type(within(dialog).getByLabelText('Subject'), ' me please');
    await user.type(within(dialog).getByLabelText('Description'), 'Too short');
    await user.click(submit);
    expect(within(dialog).getByText('Description must be at least 10 characters.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('fills the event select, defaults the category to General, and on success closes, announces and resets', async () => {
    const { calls } = mockApi({
      'GET /api/support-tickets/events': json(200, events),
      'POST /api/support-tickets': json(201, { ticketNumber: 'SUP-ABCD1234', message: messages.support.submitted }),
    });
    const user = renderPage();
    const dialog = await openModal(user);
    expect(within(dialog).getByLabelText('Category')).toHaveValue('General');
    await within(dialog).findByRole('option', { name: 'Tems in Lagos' });
    await fillValid(user, dialog);
    await user.selectOptions(within(dialog).getByLabelText('Event (optional)'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Ticket' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ticket submitted successfully! Your ticket number is SUP-ABCD1234. We will answer at ada@example.com.',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'ada@example.com',
      subject: 'Ticket never arrived',
      description: 'I paid yesterday and have no email.',
      category: 'General',
      eventId: '2',
      userId: 'guest',
    });

    const again = await openModal(user);
    expect(within(again).getByLabelText('Email')).toHaveValue('');
    expect(within(again).getByLabelText('Subject')).toHaveValue('');
  });

  it('says the spec failure message and keeps the form when the server refuses', async () => {
    mockApi({
      'GET /api/support-tickets/events': json(500, { message: 'boom' }),
      'POST /api/support-tickets': json(500, { message: 'boom' }),
    });
    const user = renderPage();
    const dialog = await openModal(user);
    expect(await within(dialog).findByText('Failed to load events.')).toBeVisible();
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Ticket' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to submit ticket. Please try again.');
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Ticket never arrived');
  });

  it('traps focus, closes on Escape keeping the draft, and gives focus back to Create Ticket', async () => {
    mockApi({ 'GET /api/support-tickets/events': json(200, events) });
    const user = renderPage();
    const dialog = await openModal(user);
    const email = within(dialog).getByLabelText('Email');
    expect(email).toHaveFocus();
    await user.type(email, 'ada@');
    // Shift+Tab from the first field goes round to the last control (Submit), Tab from there to the first.
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Submit Ticket' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Create Ticket' })).toHaveFocus();
    const reopened = await openModal(user);
    expect(within(reopened).getByLabelText('Email')).toHaveValue('ada@');
  });
});

describe('Start Chat', () => {
  it('opens our own chat panel when no Tawk.to property is configured', async () => {
    mockApi({});
    const user = renderPage();
    // The card is named for what answers: an automatic assistant, not 'AI live chat' (decision 44).
    expect(screen.getByRole('heading', { level: 2, name: 'Chat with our assistant' })).toBeInTheDocument();
    expect(screen.queryByText(/AI live chat/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start Chat' }));
    expect(screen.getByRole('dialog', { name: 'Chat with our assistant' })).toBeVisible();
    expect(document.getElementById('tawk-script')).toBeNull();
  });

  it("with a Tawk.to property, loads its widget instead and alerts the spec's message when it never loads", async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const config = {
      publicUrl: 'http://localhost',
      google: null,
      supportEmail: 'support@example.com',
      tawkPropertyId: 'abc123',
      devMailbox: false,
      payment: { provider: 'simulator', scriptUrl: '/x.js', publicKey: 'pk_test_x', channels: ['card'] },
      testMode: false,
    };
    mockApi({ 'GET /api/config': json(200, config) });
    const user = renderPage();
    await waitFor(() => expect(document.getElementById('tawk-script')).not.toBeNull());
    expect(screen.getByRole('heading', { level: 2, name: 'Live chat' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(alert).toHaveBeenCalledWith(messages.support.chatFailed), { timeout: 2000 });
    document.getElementById('tawk-script')?.remove();
  });
});

describe('FAQ', () => {
  it('shows each answer in a native disclosure, so it opens before the scripts have run', async () => {
    mockApi({});
    const user = renderPage();
    const summary = screen.getByText('Can I get a refund?').closest('summary');
    const details = summary?.parentElement;
    expect(details?.tagName).toBe('DETAILS');
    expect(details).not.toHaveAttribute('open');
    expect(screen.getByText(/Refunds are available within 24 hours of purchase/)).not.toBeVisible();
    await user.click(summary as HTMLElement);
    expect(details).toHaveAttribute('open');
    expect(screen.getByText(/Refunds are available within 24 hours of purchase/)).toBeVisible();
    expect(document.getElementById('faq')).not.toBeNull();
  });
});

describe('the support form and the buyer', () => {
  it("prefills a signed-in buyer's email and sends a transaction reference", async () => {
    const { calls } = mockApi({
      'GET /api/me': json(200, { user: { id: 'u1', username: 'ada', email: 'ada.buyer@example.com' } }),
      'GET /api/support-tickets/events': json(200, events),
      'POST /api/support-tickets': json(201, { ticketNumber: 'SUP-ZZZZ9999', message: messages.support.submitted }),
    });
    const user = renderPage();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/me')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const dialog = await openModal(user);
    await waitFor(() => expect(within(dialog).getByLabelText('Email')).toHaveValue('ada.buyer@example.com'));
    await user.type(within(dialog).getByLabelText('Subject'), 'Debited, no ticket');
    await user.type(within(dialog).getByLabelText('Description'), 'My bank shows the debit but nothing came.');
    const reference = within(dialog).getByLabelText('Transaction reference (optional)');
    await user.type(reference, 'OWB-short');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Ticket' }));
    expect(within(dialog).getByText(SUPPORT_REFERENCE_PROBLEM)).toBeVisible();
    expect(reference).toHaveFocus();
    await user.clear(reference);
    await user.type(reference, 'OWB-abcdefghijklmnopqrstuvwx');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Ticket' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      email: 'ada.buyer@example.com',
      reference: 'OWB-abcdefghijklmnopqrstuvwx',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Your ticket number is SUP-ZZZZ9999.');
  });
});
