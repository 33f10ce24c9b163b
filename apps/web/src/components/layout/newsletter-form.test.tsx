import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from './newsletter-form.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Our server's answer to the subscribe call; every other call (GET /api/config for the CSRF cookie) is a 200. */
function stubServer(answer: () => Response | Promise<Response>) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie the server would have set.
  document.cookie = 'XSRF-TOKEN=test-token';
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) =>
    String(input) === '/api/newsletter/subscribe' && init.method === 'POST' ? answer() : json(200, {}),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function submit(email: string) {
  const user = userEvent.setup();
  render(<NewsletterForm />);
  const field = screen.getByLabelText('Email address');
  if (email) await user.type(field, email);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  return { user, field };
}

describe('NewsletterForm', () => {
  it('is a plain form posted to the server until the scripts run', () => {
    render(<NewsletterForm />);
    const form = screen.getByRole('button', { name: 'Subscribe' }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/newsletter/subscribe');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('name', 'email');
    expect(form?.querySelector('input[name="website"]')).not.toBeNull();
  });

  it.each([
    ['subscribed', 'status', 'Subscribed successfully!'],
    ['already-subscribed', 'status', 'This email is already subscribed to the newsletter.'],
    ['empty', 'alert', 'Please enter an email address.'],
    ['invalid', 'alert', 'Please enter a valid email address.'],
    [
      'failed',
      'alert',
      'Failed to subscribe: The newsletter service is not available right now. Please try again later.',
    ],
  ] as const)('shows the outcome %s the server named after such a post', (outcome, role, text) => {
    render(<NewsletterForm outcome={outcome} />);
    expect(screen.getByRole(role)).toHaveTextContent(text);
  });

  it('says how long to wait after too many posts', () => {
    render(<NewsletterForm outcome="too-many" retry={540} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to subscribe: Too many attempts. Please wait 540 seconds and try again.',
    );
  });

  it('asks for an email, then for a valid one (product.md §5), without calling the server', async () => {
    const fetchMock = stubServer(() => json(201, { status: 'subscribed' }));
    const { user, field } = await submit('');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an email address.');

    await user.type(field, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    // Editing the address clears the complaint.
    await user.type(field, 'x');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    'a@x.io,b@y.org',
    'a@x.io;b@y.org',
    'a@x.io b@y.org',
    '"a"@x.io',
    '<a@x.io>',
    'a@x.io?bcc=b@y.org',
    'a@x.io&b@y.org',
  ])('refuses %j, which is not one address, with the spec’s message and no call', async (email) => {
    const fetchMock = stubServer(() => json(201, { status: 'subscribed' }));
    const { field } = await submit(email);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the address to our server (with the CSRF header and the empty honeypot) and says 'Subscribed successfully!'", async () => {
    const fetchMock = stubServer(() => json(201, { status: 'subscribed' }));
    await submit(' ada@example.com ');
    expect(await screen.findByRole('status')).toHaveTextContent('Subscribed successfully!');
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/newsletter/subscribe') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com', website: '' });
    expect((init?.headers as Record<string, string> | undefined)?.['x-xsrf-token']).toBe('test-token');
  });

  it('says the address is already subscribed on a 409 and clears the field', async () => {
    stubServer(() => json(409, { message: 'This email is already subscribed to the newsletter.' }));
    const { field } = await submit('ada@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent('This email is already subscribed to the newsletter.');
    expect(field).toHaveValue('');
  });

  it("shows 'Failed to subscribe: {message}' with the server's message, and keeps the address", async () => {
    stubServer(() =>
      json(502, { message: 'The newsletter service is not available right now. Please try again later.' }),
    );
    const { field } = await submit('ada@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to subscribe: The newsletter service is not available right now. Please try again later.',
    );
    expect(field).toHaveValue('ada@example.com');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it("shows 'Failed to subscribe: …' when the server cannot be reached", async () => {
    stubServer(() => Promise.reject(new TypeError('Failed to fetch')));
    await submit('ada@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to subscribe: Network error or server is down.');
  });

  it('disables Subscribe while the request is on its way', async () => {
    let answer: (response: Response) => void = () => {};
    stubServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    await submit('ada@example.com');
    const button = await screen.findByRole('button', { name: 'Subscribing...' });
    expect(button).toBeDisabled();
    answer(json(201, { status: 'subscribed' }));
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});
